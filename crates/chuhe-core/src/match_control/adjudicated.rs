//! The judge behind the referee: the adjudication module (repetition under the
//! game's rule set, 24–29; no winning chances, 4.2.2; the natural-limit count as the
//! rule set counts it, 4.2.4, 23.3; draw offers in the opening, 4.3) seen through
//! the referee's `Arbiter` seam, so that the status line shows its warnings and the
//! game ends on its verdicts.
//!
//! The default arbiter of every game (hot-seat, the network host and its replicas):
//! [`super::default_arbiter`] returns it.
//!
//! Decision: the natural move limit ends a game only on a claim (23.3: the player
//! claims, the arbiter audits); the count and "a draw may be claimed" are shown.

use super::note::Note;
use super::{
    Arbiter, ClaimAudit, MatchConfig, Mode, NaturalLimitCount, Reason, RepetitionClaim, Ruling,
    Text, Verdict,
};
use crate::adjudication::{self, Adjudicator, Judgement, Options, PendingRuling};
use crate::lang::Lang;
use crate::rules::{Color, Move};

pub struct Judge {
    adj: Adjudicator,
}

impl Judge {
    /// Casual and practice games are ruled at each pending position as it arises (the
    /// order to vary, then the loss); tournament games on a player's claim (24), with
    /// 23.2 and 2011 规则 4.3.
    pub fn for_game(config: &MatchConfig) -> Judge {
        let base = match config.mode {
            Mode::Tournament => Options::tournament(),
            Mode::Casual | Mode::Practice => Options::default(),
        };
        let options = Options {
            natural_limit_moves: config.natural_limit_moves,
            ..base
        };
        Judge {
            adj: Adjudicator::new(config.rules, &config.start, options),
        }
    }
}

fn both(f: impl Fn(Lang) -> String) -> Text {
    Text::new(f(Lang::Zh), f(Lang::En))
}

/// The arbiter's ruling: the message in both languages, and the articles in English
/// citation form ("24.3, 26.4", "CXA 2011, 4.3").
fn ruling_of(j: &Judgement) -> Ruling {
    Ruling {
        article: j.reason.citation(Lang::En),
        text: both(|l| j.message(l)),
    }
}

fn verdict_of(j: &Judgement) -> Option<Verdict> {
    let end = |reason: Reason| match j.verdict.loser() {
        Some(loser) => Verdict::loss(loser, reason),
        None => Verdict::draw(reason),
    };
    Some(match &j.reason {
        adjudication::AdjudicatedEnd::Checkmate { .. } => end(Reason::Checkmate),
        adjudication::AdjudicatedEnd::Stalemate { .. } => end(Reason::Stalemate),
        // Claimed, not declared (23.3).
        adjudication::AdjudicatedEnd::NaturalLimit { .. } => return None,
        adjudication::AdjudicatedEnd::NoWinningChances { .. }
        | adjudication::AdjudicatedEnd::Repetition(_)
        | adjudication::AdjudicatedEnd::OrderIgnored(_)
        | adjudication::AdjudicatedEnd::RepetitionContinued(_) => {
            end(Reason::Adjudicated(ruling_of(j)))
        }
    })
}

impl Arbiter for Judge {
    fn play(&mut self, m: Move) {
        // The referee plays only legal moves.
        let _ = self.adj.play(m);
    }

    fn undo(&mut self) {
        self.adj.undo();
    }

    fn verdict(&self) -> Option<Verdict> {
        self.adj.verdict().as_ref().and_then(verdict_of)
    }

    /// The warning of a position occurred twice, or the order to vary given with the
    /// move just played (24.3).
    fn warning(&self) -> Option<Text> {
        if let Some(w) = self.adj.warning() {
            return Some(both(|l| w.message(l)));
        }
        self.adj
            .order()
            .filter(|o| o.ply == self.adj.plies())
            .map(|o| both(|l| o.message(l)))
    }

    fn claim_repetition(&mut self, _claimant: Color) -> RepetitionClaim {
        match self.adj.claim_repetition() {
            PendingRuling::NotPending { count } => RepetitionClaim::not_pending(count),
            PendingRuling::MustVary(order) => RepetitionClaim {
                pending: true,
                must_vary: Some(order.side),
                verdict: None,
                explanation: both(|l| order.message(l)),
            },
            PendingRuling::Verdict(j) => RepetitionClaim {
                pending: true,
                must_vary: None,
                explanation: both(|l| j.message(l)),
                verdict: verdict_of(&j),
            },
        }
    }

    fn natural_limit(&self) -> NaturalLimitCount {
        let n = self.adj.natural_limit();
        NaturalLimitCount {
            plies: n.counted_plies,
            limit_plies: n.limit_plies,
        }
    }

    fn audit_natural_limit_claim(&self, claimant: Color) -> ClaimAudit {
        let a = self.adj.audit_natural_limit_claim(claimant);
        let count = NaturalLimitCount {
            plies: a.counted_plies,
            limit_plies: a.limit_plies,
        };
        let (m, l, x) = (count.moves(), count.limit_moves(), a.excluded_plies / 2);
        let explanation = Text::of(&Note::NaturalLimitClaimCounted {
            upheld: a.valid,
            moves: m,
            limit: l,
            excluded: x,
        });
        ClaimAudit {
            upheld: a.valid,
            count,
            explanation,
        }
    }

    fn draw_offer_allowed(&self) -> bool {
        self.adj.draw_offer_allowed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match_control::{Action, Match, Millis, Mode};
    use crate::rules::Position;

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    #[test]
    fn a_repeated_position_warns_then_is_judged() {
        // Two generals and a rook each: the rooks shuffle, the position repeats.
        let mut config = MatchConfig::new(Mode::Casual);
        config.start = Position::from_fen("3k5/9/9/9/9/r8/9/9/R8/4K4 w - - 0 1").unwrap();
        let mut m = Match::new(config, Millis(0));
        let cycle = ["a1b1", "a4b4", "b1a1", "b4a4"];
        let mut warned = false;
        for round in 0..3 {
            for (i, s) in cycle.iter().enumerate() {
                if m.is_over() {
                    break;
                }
                let by = m.to_move();
                m.apply(
                    by,
                    Action::Move {
                        mv: mv(s),
                        entry: None,
                    },
                    Millis((round * 4 + i as u64) * 1000),
                )
                .unwrap();
                warned |= m.view(Millis(0)).warning.is_some();
            }
        }
        assert!(warned, "the second occurrence warns");
        let v = m.verdict().expect("the third occurrence is judged");
        assert!(matches!(v.reason, Reason::Adjudicated(_)), "{v:?}");
    }

    /// Plays `moves` (ICCS), each by the side to move, and returns the events.
    fn play_all(m: &mut Match, moves: &[&str]) -> Vec<crate::match_control::Event> {
        let mut events = Vec::new();
        for s in moves {
            let by = m.to_move();
            let action = Action::Move {
                mv: mv(s),
                entry: None,
            };
            events.extend(m.apply(by, action, Millis(0)).unwrap());
        }
        events
    }

    /// 车一进一 车9进1 车一退一 车9退1, twice, from the opening position.
    const ROOKS_OUT_AND_BACK: [&str; 8] = [
        "i0i1", "a9a8", "i1i0", "a8a9", "i0i1", "a9a8", "i1i0", "a8a9",
    ];

    /// A tournament game whose moves need no scoresheet and no press, so that only the
    /// arbiter's procedure differs from a casual game.
    fn tournament() -> MatchConfig {
        MatchConfig {
            auto_press_clock: true,
            recording: crate::match_control::Recording::Automatic,
            touch_move: false,
            ..MatchConfig::new(Mode::Tournament)
        }
    }

    #[test]
    fn a_casual_game_knows_no_25_move_rule_2011_4_3_is_for_competitions() {
        let mut m = Match::new(MatchConfig::new(Mode::Casual), Millis(0));
        play_all(&mut m, &ROOKS_OUT_AND_BACK);
        let v = m
            .verdict()
            .expect("a drawn cycle, ruled at once in casual games");
        assert_eq!(v.outcome, crate::match_control::Outcome::Draw);
        assert_eq!(v.reason.article(), "24.2, 26.2");
        let text = v.text();
        assert!(
            !text.zh.contains("4.3") && !text.zh.contains("001"),
            "{}",
            text.zh
        );
    }

    #[test]
    fn a_tournament_rules_on_a_claim_and_2011_4_3_orders_red_to_vary() {
        let mut m = Match::new(tournament(), Millis(0));
        play_all(&mut m, &ROOKS_OUT_AND_BACK);
        assert!(!m.is_over(), "nothing is ruled without a claim (24)");
        let events = m
            .apply(Color::Black, Action::ClaimRepetition, Millis(0))
            .unwrap();
        let ruling = events
            .iter()
            .find_map(|e| match e {
                crate::match_control::Event::RepetitionRuled { ruling, .. } => Some(ruling),
                _ => None,
            })
            .expect("the arbiter's ruling");
        assert!(ruling.pending && ruling.verdict.is_none());
        assert_eq!(ruling.must_vary, Some(Color::Red));
        assert!(
            ruling.explanation.zh.ends_with("(2011 规则 4.3)"),
            "{}",
            ruling.explanation.zh
        );
        assert!(ruling.explanation.en.ends_with("(CXA 2011, 4.3)"));
        assert!(!m.is_over());
        play_all(&mut m, &ROOKS_OUT_AND_BACK[..4]);
        let v = m.verdict().expect("the cycle once more");
        assert_eq!(v.outcome, crate::match_control::Outcome::BlackWins);
        assert_eq!(v.reason.article(), "CXA 2011, 4.3");
    }

    #[test]
    fn a_claim_at_a_position_not_pending_is_only_answered() {
        let mut m = Match::new(tournament(), Millis(0));
        play_all(&mut m, &ROOKS_OUT_AND_BACK[..4]);
        let events = m
            .apply(Color::Red, Action::ClaimRepetition, Millis(0))
            .unwrap();
        assert!(matches!(
            &events[..],
            [crate::match_control::Event::RepetitionRuled { ruling, .. }]
                if !ruling.pending && ruling.explanation.en.contains("occurred 2 time")
        ));
        assert!(m.fouls().of(Color::Red).is_empty() && !m.is_over());
    }

    #[test]
    fn a_casual_game_orders_the_offender_to_vary_then_rules_the_loss() {
        // Red's rook chases the unprotected cannon, which steps aside: 长捉.
        let mut config = MatchConfig::new(Mode::Casual);
        config.start = Position::from_fen("4k4/9/c8/9/9/9/9/9/1R7/3K5 w - - 0 1").unwrap();
        let mut m = Match::new(config, Millis(0));
        let cycle = ["b1a1", "a7b7", "a1b1", "b7a7"];
        play_all(&mut m, &cycle);
        let events = play_all(&mut m, &cycle);
        assert!(!m.is_over(), "24.3: the order, not the loss");
        let order = events.iter().rev().find_map(|e| match e {
            crate::match_control::Event::Warning { text } => Some(text.zh.clone()),
            _ => None,
        });
        assert_eq!(
            order.as_deref(),
            Some(
                "待判局面：红方长捉黑炮，黑方着法允许。红方犯禁，必须立即变着，若再重复一次循环即判负 (24.3, 26.4)"
            )
        );
        play_all(&mut m, &cycle);
        let v = m.verdict().expect("the cycle once more");
        assert_eq!(v.outcome, crate::match_control::Outcome::BlackWins);
        assert_eq!(v.reason.article(), "24.3, 26.4");
        assert_eq!(v.text().zh.matches("24.3").count(), 1, "{}", v.text().zh);
    }
}
