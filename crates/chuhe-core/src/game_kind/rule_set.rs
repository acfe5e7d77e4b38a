//! Which rule book a game is judged under.

use std::fmt;
use std::str::FromStr;

use crate::lang::{NameKind, UnknownName};

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
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<RuleSet, UnknownName> {
        match s.to_ascii_lowercase().as_str() {
            "cxa" => Ok(RuleSet::Cxa),
            "folk" => Ok(RuleSet::Folk),
            "axf" | "wxf" => Ok(RuleSet::Axf),
            _ => Err(UnknownName::new(NameKind::RuleSet, s)),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_sets_are_read_by_their_names_and_a_stranger_is_named() {
        let read: Vec<RuleSet> = NameKind::RuleSet
            .spellings()
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(read, [RuleSet::Cxa, RuleSet::Axf, RuleSet::Folk]);
        // WXF is the AXF's rule book under its world federation's name.
        assert_eq!("WXF".parse::<RuleSet>(), Ok(RuleSet::Axf));
        let e = "fide".parse::<RuleSet>().unwrap_err();
        assert_eq!((e.what, e.found.as_str()), (NameKind::RuleSet, "fide"));
    }
}
