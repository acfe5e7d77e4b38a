//! A list of moves written in one line (`chuhe search --moves`): moves separated by
//! white space, each in any notation chuhe reads (detected move by move), played in
//! turn from a position. Move numbers (`1.`, `12...`) may stand between them.
//! (A Chinese move is one word: the abbreviated record's `炮2 5` with a space is not
//! read here.)

use chuhe_core::notation::{NotationError, parse_move};
use chuhe_core::rules::{Move, Position};

/// The first move of a list that cannot be played, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} \"{text}\": {error}")]
pub struct MoveListError {
    /// 1-based, counting moves only (not move numbers).
    pub number: usize,
    pub text: String,
    pub error: NotationError,
}

/// True for a move number: digits, then dots or an ellipsis (`1.`, `2...`, `3…`).
fn is_move_number(word: &str) -> bool {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &word[digits..];
    digits > 0 && !rest.is_empty() && rest.chars().all(|c| matches!(c, '.' | '…' | '、'))
}

/// Plays the moves of `text` from `start`: the moves and the position reached.
pub fn play_move_list(
    start: &Position,
    text: &str,
) -> Result<(Vec<Move>, Position), MoveListError> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for word in text.split_whitespace() {
        if is_move_number(word) || word.chars().all(|c| matches!(c, '.' | '…')) {
            continue;
        }
        let mv = parse_move(&pos, word, None).map_err(|error| MoveListError {
            number: moves.len() + 1,
            text: word.to_string(),
            error,
        })?;
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    Ok((moves, pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_notations_and_numbers() {
        let (moves, pos) = play_move_list(
            &Position::startpos(),
            "1. 炮二平五 h9g7 2. H2+3 …  车９平８",
        )
        .unwrap();
        let iccs: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(iccs, vec!["h2e2", "h9g7", "h0g2", "i9h9"]);
        assert_eq!(pos.fullmove_number(), 3);
        let e = play_move_list(&Position::startpos(), "h2e2 h2e2").unwrap_err();
        assert_eq!((e.number, e.text.as_str()), (2, "h2e2"));
        assert!(
            play_move_list(&Position::startpos(), "")
                .unwrap()
                .0
                .is_empty()
        );
    }
}
