//! Property tests of the study module's parsers: the `--moves` list and the
//! header-search query. Arbitrary text never panics; what is written is read back.

use chuhe::notation::{Notation, Style, write_move};
use chuhe::rules::{Move, Position};
use chuhe::study::{Date, DateRange, EccoRange, Filter, play_move_list};
use proptest::prelude::*;

/// A random legal game of up to `n` plies from the opening, as (moves, choices).
fn random_game(choices: &[u16]) -> Vec<Move> {
    let mut pos = Position::startpos();
    let mut out = Vec::new();
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[c as usize % legal.len()];
        pos.play_unchecked(m);
        out.push(m);
    }
    out
}

proptest! {
    #[test]
    fn move_lists_in_any_notation_read_back(choices in prop::collection::vec(any::<u16>(), 0..40), notations in prop::collection::vec(0u8..3, 40)) {
        let moves = random_game(&choices);
        let mut pos = Position::startpos();
        let mut words = Vec::new();
        for (i, &m) in moves.iter().enumerate() {
            let notation = [Notation::Chinese, Notation::Wxf, Notation::Iccs][notations[i] as usize];
            if i % 2 == 0 {
                words.push(format!("{}.", i / 2 + 1));
            }
            words.push(write_move(&pos, m, &Style::of(notation)));
            pos.play_unchecked(m);
        }
        let (read, end) = play_move_list(&Position::startpos(), &words.join(" ")).unwrap();
        prop_assert_eq!(read, moves);
        prop_assert_eq!(end.fen(), pos.fen());
    }

    #[test]
    fn move_lists_never_panic(text in "\\PC{0,60}") {
        let _ = play_move_list(&Position::startpos(), &text);
    }

    #[test]
    fn queries_never_panic(text in "\\PC{0,60}") {
        let _ = Filter::parse(&text);
    }

    #[test]
    fn queries_with_keys_never_panic(parts in prop::collection::vec(("(player|red|black|event|date|result|ecco|x)", "[:\"\\. 0-9A-F红和-]{0,12}"), 0..6)) {
        let q: String = parts.iter().map(|(k, v)| format!("{k}:{v} ")).collect();
        let _ = Filter::parse(&q);
    }

    #[test]
    fn filters_print_as_queries_that_read_back(
        player in proptest::option::of("[a-z许银川]{1,6}( [a-z]{1,3})?"),
        event in proptest::option::of("[a-z全国赛]{1,8}"),
        years in proptest::option::of((1950u16..2030, 0u16..10)),
        result in proptest::option::of(0usize..4),
        ecco in proptest::option::of(("[A-E]", 0u8..100)),
        words in prop::collection::vec("[a-z决赛]{1,5}", 0..3),
    ) {
        let f = Filter {
            player,
            event,
            dates: years.map(|(y, n)| DateRange {
                from: Date::parse(&y.to_string()),
                to: Date::parse(&(y + n).to_string()),
            }),
            result: result.map(|r| [
                chuhe::record::GameResult::RedWins,
                chuhe::record::GameResult::Draw,
                chuhe::record::GameResult::BlackWins,
                chuhe::record::GameResult::Unknown,
            ][r]),
            ecco: ecco.map(|(l, n)| EccoRange::parse(&format!("{l}{n:02}")).unwrap()),
            words,
            ..Filter::default()
        };
        prop_assert_eq!(Filter::parse(&f.to_string()).unwrap(), f);
    }
}
