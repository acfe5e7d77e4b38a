//! The adjudicator: follows one game ply by ply and judges it continuously — end of
//! game, natural move limit, repetition — as an arbiter sitting at the board would.

use crate::rules::{Color, IllegalMove, Move, Piece, Position, Square, Undo};

use super::RuleSet;
use super::classify::{Depth, MoveClass, classify};
use super::end_of_game::game_over;
use super::move_kind::MoveKind;
use super::natural_limit::{ClaimAudit, CountedMove, Counters, NaturalLimit};
use super::pending::{Order, PendingRuling, Procedure};
use super::reason::AdjudicatedEnd;
use super::repetition::{Occurrences, occurrences};
use super::ruling::{CycleMove, Ground, PieceIds, RepetitionRuling, judge_cycle};
use super::values::is_big;
use super::verdict::{AdjudicatedResult, Judgement};
use super::warning::Warning;

/// What an event decides for itself, and how closely moves are looked at.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The natural move limit in moves (4.2.4: 60, "可根据比赛等级酌减").
    pub natural_limit_moves: u32,
    /// `Quick`: every move gets the quick look and the moves of a repeating cycle the
    /// full one, which is all a verdict needs (a game judged while it is played).
    /// `Full`: every move gets the full look (`chuhe judge`, to report each move).
    pub look: Depth,
    /// Who asks for the ruling at a pending position (24): chuhe itself, or a player's
    /// claim (tournament games).
    pub procedure: Procedure,
    /// A competition: 2011 规则 4.3 applies (no draw offer, and no drawn cycle, within
    /// the first 25 moves). It is a rule for competitions, not for casual games.
    pub competition: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            natural_limit_moves: 60,
            look: Depth::Quick,
            procedure: Procedure::Automatic,
            competition: false,
        }
    }
}

impl Options {
    /// The options of a tournament game: rulings on claim, 2011 规则 4.3 applies.
    pub fn tournament() -> Options {
        Options {
            procedure: Procedure::OnClaim,
            competition: true,
            ..Options::default()
        }
    }
}

/// No draw offer in the first 25 moves (2011 规则 4.3), and a drawn repetition within
/// them must be varied by Red.
const EARLY_MOVES: u32 = 25;

const NO_ID: u8 = u8::MAX;

/// One ply played, with what is needed to judge it and to take it back.
#[derive(Clone, Debug)]
struct PlyRecord {
    mv: Move,
    side: Color,
    /// The position the move was played in, to look at the move again.
    before: Position,
    undo: Undo,
    captured_id: u8,
    /// Piece identities after the move.
    ids_after: [u8; 90],
    class: MoveClass,
    depth: Depth,
    chased: PieceIds,
    pawn_chased: PieceIds,
    counters_before: Counters,
}

/// One move of the game with its classification, for `chuhe judge --json` and the
/// screen.
#[derive(Copy, Clone, Debug)]
pub struct ClassifiedMove {
    pub mv: Move,
    pub side: Color,
    pub class: MoveClass,
}

/// Follows one game and judges it (see the module documentation of `adjudication`).
#[derive(Clone, Debug)]
pub struct Adjudicator {
    rules: RuleSet,
    options: Options,
    position: Position,
    /// Each piece's identity by point, so that a chased piece is recognised after it
    /// moves.
    ids: [u8; 90],
    pieces_by_id: Vec<Piece>,
    /// The position after each ply; `hashes[0]` is the start.
    hashes: Vec<u64>,
    record: Vec<PlyRecord>,
    counters: Counters,
    /// The game began from the opening position (1.3), so the first 25 moves are the
    /// opening of 2011 规则 4.3.
    from_opening: bool,
    /// The orders to vary given at pending positions (24.3), oldest first.
    orders: Vec<Order>,
    /// A repetition verdict reached (24.1, 24.2, a broken order, 23.2), with the plies
    /// played when it was reached.
    decided: Option<(usize, Judgement)>,
}

impl Adjudicator {
    pub fn new(rules: RuleSet, start: &Position, options: Options) -> Adjudicator {
        let mut ids = [NO_ID; 90];
        let mut pieces_by_id = Vec::with_capacity(32);
        for sq in Square::all() {
            if let Some(p) = start.piece_at(sq) {
                ids[sq.index()] = pieces_by_id.len() as u8;
                pieces_by_id.push(p);
            }
        }
        Adjudicator {
            rules,
            options,
            position: start.clone(),
            ids,
            pieces_by_id,
            hashes: vec![start.hash()],
            record: Vec::new(),
            counters: Counters::starting_at(start.plies_since_capture()),
            from_opening: start.board_fen() == Position::startpos().board_fen()
                && start.side_to_move() == Color::Red,
            orders: Vec::new(),
            decided: None,
        }
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn options(&self) -> Options {
        self.options
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Plies played since the start.
    pub fn plies(&self) -> usize {
        self.record.len()
    }

    /// Plays `m`, which must be legal in the current position; an illegal move is
    /// refused and changes nothing.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.position.check_move(m)?;
        let side = self.position.side_to_move();
        let before = self.position.clone();
        let class = classify(self.rules, &before, m, self.options.look);
        let undo = self.position.play_unchecked(m);
        let captured_id = self.ids[m.to.index()];
        self.ids[m.to.index()] = self.ids[m.from.index()];
        self.ids[m.from.index()] = NO_ID;
        self.hashes.push(self.position.hash());
        let occ = self.occurrences();
        let counters_before = self.counters;
        self.counters = self.counters.after(CountedMove {
            side,
            capture: undo.captured().is_some(),
            check: class.is(MoveKind::Check),
            attack: self.is_folk_attack(&class),
            repeat: occ.count >= 2,
        });
        self.record.push(PlyRecord {
            mv: m,
            side,
            before,
            undo,
            captured_id,
            ids_after: self.ids,
            class,
            depth: self.options.look,
            chased: ids_of(&self.ids, class.chased),
            pawn_chased: ids_of(&self.ids, class.pawn_chased),
            counters_before,
        });
        if occ.count >= 2 {
            self.look_closer(occ.cycle_start);
            if self.decided.is_none() {
                self.after_repetition(occ);
            }
        }
        Ok(())
    }

    /// The position reached has occurred before: an order broken (24.3), a pending
    /// position ruled at once (automatic procedure; always under the folk and AXF
    /// rules), or a drawn cycle going on unclaimed after the third time (23.2).
    fn after_repetition(&mut self, occ: Occurrences) {
        let plies = self.plies();
        if let Some(j) = self.broken_order(occ) {
            self.decided = Some((plies, j));
            return;
        }
        let on_claim = self.rules == RuleSet::Cxa && self.options.procedure == Procedure::OnClaim;
        if occ.count >= 3 && !on_claim {
            if let PendingRuling::Verdict(j) = self.rule_pending(occ) {
                self.decided = Some((plies, j));
            }
        } else if occ.count >= 4 && on_claim {
            let ruling = self.judge_cycle(occ.cycle_start);
            if ruling.verdict == AdjudicatedResult::Draw {
                self.decided = Some((
                    plies,
                    Judgement {
                        verdict: AdjudicatedResult::Draw,
                        reason: AdjudicatedEnd::RepetitionContinued(ruling),
                    },
                ));
            }
        }
    }

    /// 24.3: the side ordered to vary has played the ordered cycle once more, still
    /// forbidden against allowed (or, under 2011 规则 4.3, the drawn cycle again).
    fn broken_order(&self, occ: Occurrences) -> Option<Judgement> {
        let window = self.window_start();
        let now = *self.hashes.last()?;
        let previous = occ.previous?;
        let order = self
            .orders
            .iter()
            .rev()
            .find(|o| o.ply >= window && o.ply <= previous && o.cycle.contains(&now))?;
        let mut ruling = self.judge_cycle_plain(previous);
        let repeated = if order.ruling.ground == Ground::EarlyRepetition {
            ruling.verdict == AdjudicatedResult::Draw
        } else {
            ruling.verdict.loser() == Some(order.side)
        };
        if !repeated {
            return None;
        }
        if order.ruling.ground == Ground::EarlyRepetition {
            ruling.ground = Ground::EarlyRepetition;
            ruling.verdict = AdjudicatedResult::RedLoses;
        }
        Some(Judgement {
            verdict: AdjudicatedResult::loss_for(order.side),
            reason: AdjudicatedEnd::OrderIgnored(ruling),
        })
    }

    /// The ruling at the pending position reached (24): a verdict (24.1, 24.2; the folk
    /// and AXF rules always), or an order to vary (24.3; 2011 规则 4.3), recorded so that
    /// repeating the cycle once more loses.
    fn rule_pending(&mut self, occ: Occurrences) -> PendingRuling {
        let ruling = self.judge_cycle(occ.cycle_start);
        let judgement = |ruling: RepetitionRuling| {
            PendingRuling::Verdict(Judgement {
                verdict: ruling.verdict,
                reason: AdjudicatedEnd::Repetition(ruling),
            })
        };
        let Some(side) = ruling.verdict.loser() else {
            return judgement(ruling);
        };
        if self.rules != RuleSet::Cxa || ruling.ground == Ground::PerpetualCheck {
            return judgement(ruling);
        }
        let now = *self.hashes.last().expect("the start is always there");
        let window = self.window_start();
        if let Some(standing) = self
            .orders
            .iter()
            .rev()
            .find(|o| o.side == side && o.ply >= window && o.cycle.contains(&now))
        {
            return PendingRuling::MustVary(standing.clone());
        }
        let order = Order {
            side,
            ruling,
            ply: self.plies(),
            cycle: self.hashes[occ.cycle_start..].to_vec(),
        };
        self.orders.push(order.clone());
        PendingRuling::MustVary(order)
    }

    /// A player asks for a ruling (24: "一方棋手要求裁决"). A verdict it brings is kept:
    /// [`Adjudicator::verdict`] returns it from then on.
    pub fn claim_repetition(&mut self) -> PendingRuling {
        if let Some((_, j)) = &self.decided {
            return PendingRuling::Verdict(j.clone());
        }
        let occ = self.occurrences();
        if occ.count < 3 {
            return PendingRuling::NotPending { count: occ.count };
        }
        let ruling = self.rule_pending(occ);
        if let PendingRuling::Verdict(j) = &ruling {
            self.decided = Some((self.plies(), j.clone()));
        }
        ruling
    }

    /// The order to vary in force: given since the last capture, and not yet followed
    /// by a verdict.
    pub fn order(&self) -> Option<&Order> {
        let window = self.window_start();
        self.orders.last().filter(|o| o.ply >= window)
    }

    /// A position repeats: the moves since its first occurrence may be judged, so they
    /// get the full look (see [`Depth`]).
    fn look_closer(&mut self, from_ply: usize) {
        if self.rules == RuleSet::Folk {
            return; // nothing more to see under the folk rules
        }
        for rec in &mut self.record[from_ply..] {
            if rec.depth == Depth::Full {
                continue;
            }
            let class = classify(self.rules, &rec.before, rec.mv, Depth::Full);
            rec.class = class;
            rec.chased = ids_of(&rec.ids_after, class.chased);
            rec.pawn_chased = ids_of(&rec.ids_after, class.pawn_chased);
            rec.depth = Depth::Full;
        }
    }

    /// Takes back the last ply (casual games), returning it.
    pub fn undo(&mut self) -> Option<Move> {
        let rec = self.record.pop()?;
        self.position.undo(rec.mv, rec.undo);
        self.ids[rec.mv.from.index()] = self.ids[rec.mv.to.index()];
        self.ids[rec.mv.to.index()] = rec.captured_id;
        self.hashes.pop();
        self.counters = rec.counters_before;
        let plies = self.plies();
        self.orders.retain(|o| o.ply <= plies);
        if self.decided.as_ref().is_some_and(|(at, _)| *at > plies) {
            self.decided = None;
        }
        Some(rec.mv)
    }

    /// Every move played, with its classification.
    pub fn moves(&self) -> impl Iterator<Item = ClassifiedMove> + '_ {
        self.record.iter().map(|r| ClassifiedMove {
            mv: r.mv,
            side: r.side,
            class: r.class,
        })
    }

    /// The game is over: mate or stalemate (3.2, 3.3), no winning chances (4.2.2), a
    /// repetition ruled (24–29, 23.2), or the natural move limit (4.2.4).
    pub fn verdict(&self) -> Option<Judgement> {
        if let Some(j) = game_over(&self.position, self.rules) {
            return Some(j);
        }
        if let Some((_, j)) = &self.decided {
            return Some(j.clone());
        }
        let limit = self.natural_limit();
        limit.reached().then_some(Judgement {
            verdict: AdjudicatedResult::Draw,
            reason: AdjudicatedEnd::NaturalLimit {
                rules: self.rules,
                moves: limit.limit_moves(),
            },
        })
    }

    /// Once the current position has occurred twice, what repeating it again would
    /// bring.
    pub fn warning(&self) -> Option<Warning> {
        let occ = self.occurrences();
        (occ.count == 2 && self.decided.is_none()).then(|| Warning {
            ruling: self.judge_cycle(occ.cycle_start),
        })
    }

    /// How often the current position has occurred.
    pub fn repetitions(&self) -> u32 {
        self.occurrences().count
    }

    /// The natural-limit count, as the rule set counts it (and an arbiter would
    /// declare it).
    pub fn natural_limit(&self) -> NaturalLimit {
        self.counters
            .limit(self.rules, self.options.natural_limit_moves)
    }

    /// Audits a natural-limit claim by `claimant` (23.3).
    pub fn audit_natural_limit_claim(&self, claimant: Color) -> ClaimAudit {
        self.counters
            .audit(self.rules, self.options.natural_limit_moves, claimant)
    }

    /// May the side that just moved offer a draw? Not within the first 25 moves of a
    /// game under the CXA rules (2011 规则 4.3: 每局棋在25回合（含）内，原则上双方均不得提和);
    /// like the rest of 4.3 this guards the opening, so it applies to games begun from
    /// the opening position. The folk and AXF rules set no such limit. An offer is made
    /// after one's own move (23.1), so before any move there is nothing to offer.
    pub fn draw_offer_allowed(&self) -> bool {
        if self.record.is_empty() {
            return false;
        }
        !(self.rules == RuleSet::Cxa
            && self.from_opening
            && last_move_round(&self.position) <= EARLY_MOVES)
    }

    /// The first position that can still recur: nothing before a capture can.
    fn window_start(&self) -> usize {
        self.hashes
            .len()
            .saturating_sub(1 + self.position.plies_since_capture() as usize)
    }

    fn occurrences(&self) -> Occurrences {
        occurrences(&self.hashes, self.window_start())
    }

    /// The moves from ply `from` to now judged under the rule set, and under 2011 规则
    /// 4.3 in a competition.
    fn judge_cycle(&self, from: usize) -> RepetitionRuling {
        let mut ruling = self.judge_cycle_plain(from);
        // 2011 规则 4.3: a repetition that would draw within the first 25 moves must be
        // varied by Red. The article guards the opening of competition games against
        // arranged draws; chuhe applies it in tournament mode to games begun from the
        // opening position, not to casual games or a position set up for study.
        if self.rules == RuleSet::Cxa
            && self.options.competition
            && self.from_opening
            && ruling.verdict == AdjudicatedResult::Draw
            && last_move_round(&self.position) <= EARLY_MOVES
        {
            ruling.verdict = AdjudicatedResult::RedLoses;
            ruling.ground = Ground::EarlyRepetition;
        }
        ruling
    }

    /// The moves from ply `from` to now judged under the rule set's 棋例 alone.
    fn judge_cycle_plain(&self, from: usize) -> RepetitionRuling {
        let moves: Vec<CycleMove> = self.record[from..]
            .iter()
            .map(|r| CycleMove {
                side: r.side,
                class: r.class,
                chased: r.chased,
                pawn_chased: r.pawn_chased,
            })
            .collect();
        let names = |id: u32| self.pieces_by_id.get(id as usize).copied();
        judge_cycle(self.rules, &moves, &names)
    }

    /// An attacking move (打着) for the folk count (3.2.3.2): check, 做杀, or the chase
    /// of a big piece.
    fn is_folk_attack(&self, class: &MoveClass) -> bool {
        class.is(MoveKind::Check)
            || class.mate_in == 1
            || Iterator::any(&mut class.chased.clone(), |s| {
                self.position.piece_at(s).is_some_and(|p| is_big(p, s))
            })
    }
}

/// The identities of the pieces on `squares`.
fn ids_of(ids: &[u8; 90], squares: crate::rules::Bitboard) -> PieceIds {
    PieceIds(
        squares
            .filter_map(|s| {
                let id = ids[s.index()];
                (id != NO_ID).then(|| 1u32 << id)
            })
            .fold(0, |a, b| a | b),
    )
}

/// The round (回合) of the move just played: Red's move of round n leaves Black to move
/// with the move number still n.
fn last_move_round(pos: &Position) -> u32 {
    match pos.side_to_move() {
        Color::Black => pos.fullmove_number(),
        Color::Red => pos.fullmove_number().saturating_sub(1),
    }
}
