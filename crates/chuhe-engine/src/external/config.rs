//! An external engine as `config.toml` describes it:
//!
//! ```toml
//! [engines.fairy]
//! path = "/usr/games/fairy-stockfish"
//! protocol = "uci-fairy"          # or "uci" (ranks 0–9), "ucci"
//! options = { Hash = 16, UCI_LimitStrength = true, UCI_Elo = 2000 }
//! ```

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;

use super::protocol::Protocol;

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineConfig {
    pub path: PathBuf,
    pub protocol: Protocol,
    /// Command-line arguments for the program.
    #[serde(default)]
    pub args: Vec<String>,
    /// Engine options, sent after the handshake in name order.
    #[serde(default)]
    pub options: BTreeMap<String, OptionValue>,
}

/// An option's value as toml writes it; sent as text.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Text(String),
}

impl std::fmt::Display for OptionValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(n) => write!(f, "{n}"),
            OptionValue::Text(s) => f.write_str(s),
        }
    }
}

impl EngineConfig {
    pub fn new(path: impl Into<PathBuf>, protocol: Protocol) -> EngineConfig {
        EngineConfig {
            path: path.into(),
            protocol,
            args: Vec::new(),
            options: BTreeMap::new(),
        }
    }

    pub fn option(mut self, name: &str, value: OptionValue) -> EngineConfig {
        self.options.insert(name.to_string(), value);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_config_table_reads() {
        let c: EngineConfig = toml::from_str(
            r#"
            path = "/usr/games/fairy-stockfish"
            protocol = "uci-fairy"
            options = { Hash = 16, UCI_LimitStrength = true, UCI_Elo = 2000, Name = "x" }
            "#,
        )
        .unwrap();
        assert_eq!(c.protocol, Protocol::UciFairy);
        assert_eq!(c.options["Hash"], OptionValue::Int(16));
        assert_eq!(c.options["UCI_LimitStrength"].to_string(), "true");
        assert_eq!(c.options["Name"].to_string(), "x");
        let e = toml::from_str::<EngineConfig>("path = \"x\"\nprotocol = \"xboard\"");
        assert!(e.is_err());
    }
}
