//! What is wrong with a typed FEN (`--fen`, the new-game dialog's start
//! position), in the interface's language. The English is the rules core's own
//! wording (`rules::FenError`'s `Display`); before this the Chinese screens showed it
//! inside their Chinese text.

use super::examples::Examples;
use crate::lang::{Lang, Render};
use crate::rules::{FenError, PositionError};

impl Render for FenError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => zh(self),
            Lang::En => self.to_string(),
        }
    }
}

fn zh(e: &FenError) -> String {
    match e {
        FenError::Empty => "FEN 是空的".to_string(),
        FenError::RankCount { found } => {
            format!("FEN 的棋盘部分有{found}行（以“/”分隔），应为10行")
        }
        FenError::RankWidth { rank, text, files } => {
            format!("FEN 第{rank}行（“{text}”）占{files}列，应为9列")
        }
        FenError::BadCharacter { rank, column, ch } => format!(
            "FEN 第{rank}行第{column}个字符“{ch}”既不是棋子字母（K、A、B、N、R、C、P，也可用 H、E），也不是数字1–9"
        ),
        FenError::BadSide(side) => format!("FEN 的走子方“{side}”应为 w、r 或 b"),
        FenError::NotADash { field, text } => format!(
            "FEN 第{field}段（“{text}”）应为“-”：象棋没有王车易位（第3段）和吃过路兵（第4段）"
        ),
        FenError::BadCounter { field, text } => {
            format!("FEN 第{field}段（“{text}”）不是数字")
        }
        FenError::TooManyFields(n) => format!("FEN 有{n}段，最多6段"),
        FenError::Position(p) => format!("局面不合规则：{}", super::illegal::position_error_zh(p)),
    }
}

impl Examples for FenError {
    fn examples() -> Vec<Self> {
        use crate::rules::FenError as F;
        vec![
            F::Empty,
            F::RankCount { found: 9 },
            F::RankWidth {
                rank: 3,
                text: "1c5c12".into(),
                files: 10,
            },
            F::BadCharacter {
                rank: 2,
                column: 4,
                ch: 'x',
            },
            F::BadSide("x".into()),
            F::NotADash {
                field: 3,
                text: "5".into(),
            },
            F::BadCounter {
                field: 5,
                text: "x".into(),
            },
            F::TooManyFields(7),
            F::Position(PositionError::GeneralsFacing(4)),
        ]
    }
}
