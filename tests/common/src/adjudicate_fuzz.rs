//! Drives the adjudicator with arbitrary games: a rule set, a start position (the
//! opening, or a FEN read from the input), then moves picked among the legal ones,
//! take-backs, and every query the screen and `chuhe judge` make. Nothing may panic,
//! and taking a move back must restore what the adjudicator said before it.
//!
//! Shared by the fuzz target (fuzz/fuzz_targets/adjudicate.rs, which includes this
//! file by path) and the corpus test (tests/core/adjudication_fuzz_seeds.rs).

use chuhe::adjudication::{Adjudicator, Depth, Options, RuleSet};
use chuhe::lang::Lang;
use chuhe::rules::{Color, Position};

fn said(adj: &Adjudicator) -> String {
    format!(
        "{:?}|{:?}|{:?}|{}",
        adj.verdict()
            .map(|j| (j.verdict, j.message(Lang::Zh), j.message(Lang::En))),
        adj.warning()
            .map(|w| (w.message(Lang::Zh), w.message(Lang::En))),
        adj.natural_limit(),
        adj.position().fen()
    )
}

/// Runs one input: see the module documentation.
pub fn drive(data: &[u8]) {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let rules = [RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf][head as usize % 3];
    let limit = 1 + (head as u32 / 3) % 60;
    let (start, actions) = if head & 0x80 != 0 {
        // A FEN up to the first newline.
        let cut = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        let Ok(text) = std::str::from_utf8(&rest[..cut]) else {
            return;
        };
        let Ok(pos) = Position::from_fen(text) else {
            return;
        };
        (pos, rest.get(cut + 1..).unwrap_or(&[]))
    } else {
        (Position::startpos(), rest)
    };
    let look = if head & 0x40 != 0 {
        Depth::Full
    } else {
        Depth::Quick
    };
    let mut adj = Adjudicator::new(
        rules,
        &start,
        Options {
            natural_limit_moves: limit,
            look,
            ..Options::default()
        },
    );
    let mut history = vec![said(&adj)];
    for &b in actions.iter().take(200) {
        if b >= 0xF0 {
            if adj.undo().is_some() {
                history.pop();
                assert_eq!(said(&adj), *history.last().unwrap());
            }
            continue;
        }
        let legal = adj.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        adj.play(legal[b as usize % legal.len()])
            .expect("a legal move is accepted");
        history.push(said(&adj));
        let _ = adj.draw_offer_allowed();
        let _ = adj.audit_natural_limit_claim(Color::Red);
        let _ = adj.repetitions();
    }
    for m in adj.moves() {
        let _ = (m.class.kinds.iter().count(), m.class.chased.count());
    }
}
