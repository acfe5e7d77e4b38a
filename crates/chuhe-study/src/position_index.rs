//! Which games reached a position, in any move order, and what was played there: an
//! opening explorer over the user's own games.
//!
//! The index is one sorted vector of (Zobrist hash, game, next move) — 16 bytes a
//! position, so 4.9 million moves take about 80 MB — searched by binary search. The
//! hash covers the placement and the side to move, not the move counters, so a
//! position reached by different move orders or at different move numbers is one
//! position. Two different positions with the same 64-bit hash would be counted
//! together; over a few million positions the chance is about 10⁻⁶.
//!
//! A game counts once for a position however often it reaches it, and once for each
//! different move it played there. By default only the main line of each game is
//! indexed (what was played); [`IndexOptions::variations`] adds the variations, whose
//! moves then count for their game as if played.

use chuhe_core::record::{GameRecord, GameResult, MoveTree, NodeId};
use chuhe_core::rules::{Move, Position, Square};

/// What to index.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct IndexOptions {
    /// Index the variations of each game too, not only its main line.
    pub variations: bool,
}

/// One position reached in one game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Occurrence {
    hash: u64,
    game: u32,
    /// The move played next (`from * 90 + to`), [`NO_MOVE`] at the end of a line.
    next: u16,
}

const NO_MOVE: u16 = u16::MAX;

fn pack(m: Move) -> u16 {
    (m.from.index() * 90 + m.to.index()) as u16
}

fn unpack(code: u16) -> Move {
    let code = usize::from(code);
    Move::new(Square::from_index(code / 90), Square::from_index(code % 90))
}

/// The positions of a collection's games.
#[derive(Clone, Debug, Default)]
pub struct PositionIndex {
    occurrences: Vec<Occurrence>,
    /// The result of each game added, by game number (0-based).
    results: Vec<GameResult>,
    options: IndexOptions,
    sorted: bool,
}

/// For one move played in the position searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextMove {
    pub mv: Move,
    /// The games (0-based numbers) that played it there, in order.
    pub games: Vec<u32>,
    pub red_wins: u32,
    pub draws: u32,
    pub black_wins: u32,
}

/// What a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchResult {
    /// The games (0-based numbers) that reached the position, in order.
    pub games: Vec<u32>,
    pub red_wins: u32,
    pub draws: u32,
    pub black_wins: u32,
    /// The moves played there, the most played first (ties by move).
    pub moves: Vec<NextMove>,
}

impl PositionIndex {
    pub fn new(options: IndexOptions) -> PositionIndex {
        PositionIndex {
            options,
            sorted: true,
            ..PositionIndex::default()
        }
    }

    pub fn options(&self) -> IndexOptions {
        self.options
    }

    /// Positions indexed (with repeats).
    pub fn len(&self) -> usize {
        self.occurrences.len()
    }

    pub fn is_empty(&self) -> bool {
        self.occurrences.is_empty()
    }

    /// Bytes the index holds.
    pub fn heap_bytes(&self) -> usize {
        self.occurrences.capacity() * std::mem::size_of::<Occurrence>()
            + self.results.capacity() * std::mem::size_of::<GameResult>()
    }

    /// Adds the positions of game number `game` (0-based). A game whose start
    /// position is invalid adds nothing but its result. Call [`PositionIndex::finish`]
    /// before searching.
    pub fn add_game(&mut self, game: u32, record: &GameRecord) {
        let g = game as usize;
        if self.results.len() <= g {
            self.results.resize(g + 1, GameResult::Unknown);
        }
        self.results[g] = record.result;
        let Ok(start) = record.start_position() else {
            return;
        };
        self.sorted = false;
        let tree = &record.tree;
        if self.options.variations {
            self.add_tree(game, tree, start);
        } else {
            let mut pos = start;
            let mut at = tree.root();
            while let Some(next) = tree.main_child(at) {
                let mv = tree.move_at(next).expect("a child has a move");
                self.push(pos.hash(), game, pack(mv));
                pos.play_unchecked(mv);
                at = next;
            }
            self.push(pos.hash(), game, NO_MOVE);
        }
    }

    fn add_tree(&mut self, game: u32, tree: &MoveTree, start: Position) {
        let mut stack: Vec<(NodeId, Position)> = vec![(tree.root(), start)];
        while let Some((node, pos)) = stack.pop() {
            let mut any = false;
            for child in tree.children(node) {
                let mv = tree.move_at(child).expect("a child has a move");
                self.push(pos.hash(), game, pack(mv));
                stack.push((child, pos.after(mv)));
                any = true;
            }
            if !any {
                self.push(pos.hash(), game, NO_MOVE);
            }
        }
    }

    fn push(&mut self, hash: u64, game: u32, next: u16) {
        self.occurrences.push(Occurrence { hash, game, next });
    }

    /// Sorts the index (and drops repeats): needed once after adding games.
    pub fn finish(&mut self) {
        if !self.sorted {
            self.occurrences.sort_unstable();
            self.occurrences.dedup();
            self.occurrences.shrink_to_fit();
            self.sorted = true;
        }
    }

    fn result(&self, game: u32) -> GameResult {
        self.results
            .get(game as usize)
            .copied()
            .unwrap_or(GameResult::Unknown)
    }

    /// The games that reached `pos` and the moves they played there.
    ///
    /// # Panics
    /// Never; an index not [`finish`](PositionIndex::finish)ed is sorted by a copy
    /// first (slowly) — call `finish` once after adding games.
    pub fn search(&self, pos: &Position) -> SearchResult {
        self.search_among(pos, |_| true)
    }

    /// As [`PositionIndex::search`], counting only the games (0-based numbers) that
    /// `keep` accepts — the games, the moves played and the results alike (`chuhe
    /// search --filter`: the games whose headers pass a game-list query).
    pub fn search_among(&self, pos: &Position, keep: impl Fn(u32) -> bool) -> SearchResult {
        let sorted_copy;
        let occurrences = if self.sorted {
            &self.occurrences
        } else {
            let mut copy = self.occurrences.clone();
            copy.sort_unstable();
            copy.dedup();
            sorted_copy = copy;
            &sorted_copy
        };
        let hash = pos.hash();
        let lo = occurrences.partition_point(|o| o.hash < hash);
        let hi = lo + occurrences[lo..].partition_point(|o| o.hash == hash);
        let found: Vec<Occurrence> = occurrences[lo..hi]
            .iter()
            .filter(|o| keep(o.game))
            .copied()
            .collect();

        // Sorted by (game, next): each game's occurrences are together.
        let mut out = SearchResult::default();
        for o in &found {
            if out.games.last() != Some(&o.game) {
                out.games.push(o.game);
                self.tally(
                    o.game,
                    &mut out.red_wins,
                    &mut out.draws,
                    &mut out.black_wins,
                );
            }
        }
        let mut pairs: Vec<(u16, u32)> = found
            .iter()
            .filter(|o| o.next != NO_MOVE)
            .map(|o| (o.next, o.game))
            .collect();
        pairs.sort_unstable();
        for (next, game) in pairs {
            match out.moves.last_mut() {
                Some(m) if pack(m.mv) == next => {
                    m.games.push(game);
                    self.tally(game, &mut m.red_wins, &mut m.draws, &mut m.black_wins);
                }
                _ => {
                    let mut m = NextMove {
                        mv: unpack(next),
                        games: vec![game],
                        red_wins: 0,
                        draws: 0,
                        black_wins: 0,
                    };
                    self.tally(game, &mut m.red_wins, &mut m.draws, &mut m.black_wins);
                    out.moves.push(m);
                }
            }
        }
        out.moves
            .sort_by(|a, b| b.games.len().cmp(&a.games.len()).then(a.mv.cmp(&b.mv)));
        out
    }

    fn tally(&self, game: u32, red: &mut u32, draws: &mut u32, black: &mut u32) {
        match self.result(game) {
            GameResult::RedWins => *red += 1,
            GameResult::Draw => *draws += 1,
            GameResult::BlackWins => *black += 1,
            GameResult::Unknown => {}
        }
    }
}

/// Builds the index of every game of `collection`, reading each (and noting its
/// problems in the collection's list).
pub fn index_collection(
    collection: &mut super::Collection,
    options: IndexOptions,
) -> PositionIndex {
    let mut index = PositionIndex::new(options);
    // One position a move and one at each end: reserving it spares the doubling
    // (the peak memory of a growing vector is three times its final size).
    let expected: usize = collection
        .entries()
        .iter()
        .map(|e| e.row.moves as usize + 1)
        .sum();
    index.occurrences.reserve_exact(expected);
    collection.read_all(|i, record| index.add_game(i as u32, record));
    index.finish();
    index
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    fn game(moves: &[&str], result: GameResult) -> GameRecord {
        let mut r = GameRecord::default();
        let mut at = r.tree.root();
        for s in moves {
            at = r.tree.add_move(at, m(s));
        }
        r.result = result;
        r
    }

    #[test]
    fn packing_covers_every_move() {
        for from in 0..90 {
            for to in 0..90 {
                let mv = Move::new(Square::from_index(from), Square::from_index(to));
                assert_eq!(unpack(pack(mv)), mv);
                assert_ne!(pack(mv), NO_MOVE);
            }
        }
    }

    #[test]
    fn transpositions_meet_and_repeats_count_once() {
        // Two move orders to one position; the third game goes there and back twice.
        let a = game(&["h2e2", "h9g7", "h0g2"], GameResult::RedWins);
        let b = game(&["h0g2", "h9g7", "h2e2", "b9c7"], GameResult::Draw);
        let c = game(
            &["h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "h2e2"],
            GameResult::BlackWins,
        );
        let mut idx = PositionIndex::new(IndexOptions::default());
        for (i, g) in [a, b, c].iter().enumerate() {
            idx.add_game(i as u32, g);
        }
        idx.finish();
        let mut pos = Position::startpos();
        for s in ["h2e2", "h9g7", "h0g2"] {
            pos.play(m(s)).unwrap();
        }
        let r = idx.search(&pos);
        assert_eq!(r.games, vec![0, 1, 2]);
        assert_eq!((r.red_wins, r.draws, r.black_wins), (1, 1, 1));
        assert_eq!(r.moves.len(), 1);
        assert_eq!(r.moves[0].mv, m("b9c7"));
        // After 1. h0g2 h9g7: game 1 played h2e2, game 2 both g2h0 and (later) h2e2.
        let mut pos = Position::startpos();
        pos.play(m("h0g2")).unwrap();
        pos.play(m("h9g7")).unwrap();
        let r = idx.search(&pos);
        assert_eq!(r.games, vec![1, 2]);
        let moves: Vec<(String, usize)> = r
            .moves
            .iter()
            .map(|x| (x.mv.to_string(), x.games.len()))
            .collect();
        assert_eq!(moves, vec![("h2e2".into(), 2), ("g2h0".into(), 1)]);
    }
}
