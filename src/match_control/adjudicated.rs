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
        adjudication::Reason::Checkmate { .. } => end(Reason::Checkmate),
        adjudication::Reason::Stalemate { .. } => end(Reason::Stalemate),
        // Claimed, not declared (23.3).
        adjudication::Reason::NaturalLimit { .. } => return None,
        adjudication::Reason::NoWinningChances { .. }
        | adjudication::Reason::Repetition(_)
        | adjudication::Reason::OrderIgnored(_)
        | adjudication::Reason::RepetitionContinued(_) => end(Reason::Adjudicated(ruling_of(j))),
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
        let explanation = match (a.valid, x) {
            (true, _) => Text::new(
                format!("已计{m}回合未吃子，符合自然限着 (4.2.4, 23.3)"),
                format!(
                    "{m} moves without a capture counted: the natural limit is reached (4.2.4, 23.3)"
                ),
            ),
            (false, 0) => Text::new(
                format!("只计得{m}回合未吃子，未满{l}回合 (23.3)"),
                format!("only {m} moves without a capture counted, not {l} (23.3)"),
            ),
            (false, x) => Text::new(
                format!(
                    "只计得{m}回合（提和方超过10次的将军不计，除去{x}回合），未满{l}回合 (23.3)"
                ),
                format!(
                    "only {m} moves counted ({x} left out for the claimant's checks beyond ten), not {l} (23.3)"
                ),
            ),
        };
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
}
