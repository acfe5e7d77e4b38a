//! Which rule book a game is judged under.

use std::fmt;
use std::str::FromStr;

/// The rule set a game is judged under (PRODUCT.md, "Rule sets").
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum RuleSet {
    /// Chinese Xiangqi Association competition rules (000 articles 24–29, 001).
    #[default]
    Cxa,
    /// 象棋民间通俗规则 (002).
    Folk,
    /// Asian Xiangqi Federation / WXF rules.
    Axf,
}

impl FromStr for RuleSet {
    type Err = String;
    fn from_str(s: &str) -> Result<RuleSet, String> {
        match s.to_ascii_lowercase().as_str() {
            "cxa" => Ok(RuleSet::Cxa),
            "folk" => Ok(RuleSet::Folk),
            "axf" | "wxf" => Ok(RuleSet::Axf),
            other => Err(format!("unknown rule set '{other}' (cxa, axf or folk)")),
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleSet::Cxa => "cxa",
            RuleSet::Folk => "folk",
            RuleSet::Axf => "axf",
        })
    }
}
