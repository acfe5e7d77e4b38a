//! The catalogue's own keys: texts of the TUI and the CLI that carry no core value.

mod msg;
mod text;

pub use msg::Msg;
pub use text::{HintFrom, UiText};
