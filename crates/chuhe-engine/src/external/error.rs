//! What can go wrong with an external engine. Each error says which engine and what
//! it did; the words are in the catalogue (`UiText`, the engine block).

use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// No engine of that name in `config.toml`.
    Unknown { name: String },
    /// The program does not exist.
    NotFound { engine: String, path: String },
    /// The program exists but could not be started.
    NotStarted { engine: String, path: String },
    /// No `uciok`/`ucciok`/`readyok` within the time allowed.
    NoHandshake { engine: String, waited_ms: u64 },
    /// The process exited (or closed its output) while it was needed.
    Crashed { engine: String, code: Option<i32> },
    /// No move within the time allowed, even after `stop`.
    Hung { engine: String, waited_ms: u64 },
    /// A reply that cannot be read where a move was due, or a flood of junk.
    Garbage { engine: String, line: String },
    /// A move that is not legal in the position.
    IllegalMove { engine: String, mv: String },
    /// A move that loses by repetition under the rule set (it was told not to).
    ForbiddenMove { engine: String, mv: String },
    /// The engine said it had no move where the position has legal moves.
    NoMove { engine: String },
}

impl EngineError {
    pub fn text(&self) -> UiText {
        match self.clone() {
            EngineError::Unknown { name } => UiText::EngineUnknown { name },
            EngineError::NotFound { engine, path } => UiText::EngineNotFound { engine, path },
            EngineError::NotStarted { engine, path } => UiText::EngineNotStarted { engine, path },
            EngineError::NoHandshake { engine, waited_ms } => {
                UiText::EngineNoHandshake { engine, waited_ms }
            }
            EngineError::Crashed { engine, code } => UiText::EngineCrashed { engine, code },
            EngineError::Hung { engine, waited_ms } => UiText::EngineHung { engine, waited_ms },
            EngineError::Garbage { engine, line } => UiText::EngineGarbage { engine, line },
            EngineError::IllegalMove { engine, mv } => UiText::EngineIllegalMove { engine, mv },
            EngineError::ForbiddenMove { engine, mv } => UiText::EngineForbiddenMove { engine, mv },
            EngineError::NoMove { engine } => UiText::EngineNoMove { engine },
        }
    }
}

impl Render for EngineError {
    fn render(&self, lang: Lang) -> String {
        self.text().render(lang)
    }
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

impl std::error::Error for EngineError {}
