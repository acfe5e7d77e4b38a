//! Invariants of the rules core checked over every position reached in perft and over
//! random games: make/unmake restores the position and its hash exactly, the incremental
//! hash equals one recomputed from scratch, and FEN print → parse is the identity.

use std::collections::BTreeSet;

use chuhe::rules::{Move, Position};
use proptest::prelude::*;

use crate::common;

/// The distinct FENs of ../shared/data/perft.tsv.
fn perft_fens() -> Vec<String> {
    let text = common::read_shared("perft.tsv");
    let set: BTreeSet<String> = text
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next())
        .filter(|f| !f.is_empty())
        .map(str::to_string)
        .collect();
    set.into_iter().collect()
}

fn assert_consistent(pos: &Position) {
    assert_eq!(
        pos.hash(),
        pos.recompute_hash(),
        "incremental hash of {}",
        pos.fen()
    );
    let reparsed = Position::from_fen(&pos.fen())
        .unwrap_or_else(|e| panic!("printed FEN {} does not parse: {e}", pos.fen()));
    assert_eq!(&reparsed, pos, "FEN round trip of {}", pos.fen());
    // Every generated move is legal by the independent check, and the bulk count
    // agrees with the list.
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u32, pos.count_legal_moves(), "{}", pos.fen());
    for &m in moves.iter() {
        assert!(pos.check_move(m).is_ok(), "{m} in {}", pos.fen());
    }
}

/// Walks the whole legal move tree to `depth`, checking every node.
fn walk(pos: &mut Position, depth: u32, nodes: &mut u64) {
    assert_consistent(pos);
    *nodes += 1;
    if depth == 0 {
        return;
    }
    for &m in pos.legal_moves().iter() {
        let before = pos.clone();
        let undo = pos.play_unchecked(m);
        walk(pos, depth - 1, nodes);
        pos.undo(m, undo);
        assert_eq!(*pos, before, "undo of {m} in {}", before.fen());
    }
}

#[test]
fn invariants_hold_on_every_perft_position_to_depth_3() {
    let mut nodes = 0;
    for fen in perft_fens() {
        let mut pos = Position::from_fen(&fen).unwrap();
        walk(&mut pos, 3, &mut nodes);
    }
    assert!(nodes > 500_000, "walked only {nodes} positions");
}

/// Every move that passes `check_move` is generated: the generator misses nothing.
#[test]
fn generator_misses_no_legal_move() {
    for fen in perft_fens() {
        let pos = Position::from_fen(&fen).unwrap();
        let generated: BTreeSet<Move> = pos.legal_moves().iter().copied().collect();
        for from in chuhe::rules::Square::all() {
            for to in chuhe::rules::Square::all() {
                if from != to && pos.check_move(Move::new(from, to)).is_ok() {
                    assert!(
                        generated.contains(&Move::new(from, to)),
                        "{from}{to} in {fen}"
                    );
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random games of up to 300 plies from the start and the perft positions.
    #[test]
    fn random_games_keep_invariants(start in 0usize..64, choices in prop::collection::vec(any::<u16>(), 0..300)) {
        let fens = perft_fens();
        let mut pos = if start >= fens.len() { Position::startpos() } else { Position::from_fen(&fens[start]).unwrap() };
        let mut history: Vec<(Position, Move, chuhe::rules::Undo)> = Vec::new();
        for c in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                prop_assert!(pos.is_checkmate() || pos.is_stalemate());
                break;
            }
            let m = moves[c as usize % moves.len()];
            let before = pos.clone();
            let undo = pos.play_unchecked(m);
            prop_assert_eq!(pos.hash(), pos.recompute_hash());
            let reparsed = Position::from_fen(&pos.fen());
            prop_assert!(reparsed.is_ok(), "{}", pos.fen());
            prop_assert_eq!(&reparsed.unwrap(), &pos);
            history.push((before, m, undo));
        }
        while let Some((before, m, undo)) = history.pop() {
            pos.undo(m, undo);
            prop_assert_eq!(&pos, &before);
        }
    }
}
