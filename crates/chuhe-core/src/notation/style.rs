//! How moves are printed: the notation and, for Chinese, the script, the width of the
//! digits and the convention for several pawns on a file (NOTATION.md §1, §3).

use std::fmt;
use std::str::FromStr;

use crate::lang::{NameKind, UnknownName};

/// The three notations chuhe reads and writes.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    /// 中文纵线记谱: 炮二平五, 马８进７.
    #[default]
    Chinese,
    /// WXF/AXF symbols: C2.5, H8+7.
    Wxf,
    /// ICCS/UCCI coordinates: h2e2 (UCI ranks 1–10 are read too).
    Iccs,
}

impl Notation {
    pub const ALL: [Notation; 3] = [Notation::Chinese, Notation::Wxf, Notation::Iccs];
}

impl FromStr for Notation {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Notation, UnknownName> {
        match s.to_ascii_lowercase().as_str() {
            "chinese" | "zh" | "cn" => Ok(Notation::Chinese),
            "wxf" | "axf" => Ok(Notation::Wxf),
            "iccs" | "ucci" | "uci" | "coord" => Ok(Notation::Iccs),
            _ => Err(UnknownName::new(NameKind::Notation, s)),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::Chinese => "chinese",
            Notation::Wxf => "wxf",
            Notation::Iccs => "iccs",
        })
    }
}

/// The characters of Chinese notation.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Script {
    /// 帅将车马 进 后.
    #[default]
    Simplified,
    /// 帥將車馬 進 後, as ElephantEye and the CCPD Big5 records print.
    Traditional,
    /// Traditional piece names as carved on a set (帥將車馬), simplified text (进 后):
    /// what many programs show.
    TraditionalPieces,
}

/// How Black's numbers are printed in Chinese notation (Red always uses 一..九, 1.1).
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Digits {
    /// １..９, as XQStudio, ElephantEye, dpxq and CCPD print.
    #[default]
    FullWidth,
    /// 1..9, as many other programs print.
    HalfWidth,
}

/// How several pawns of a side on one file, or on two files, are told apart
/// (NOTATION.md §3).
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum PawnStyle {
    /// The rule book and dpxq: 前/中/后 for two or three, 前 二 三 (四) 后 for four or
    /// five; when two files hold several pawns, the file replaces the piece name:
    /// 前七平六 (7.5, dpxq, Wikipedia).
    #[default]
    Dpxq,
    /// xqbase (象棋巫师, ElephantEye): 一 二 三 四 五 for four or five on a file, and across
    /// two crowded files counted from the mover's right, then front to back: 一兵平五.
    Xqbase,
}

/// How coordinates are printed.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Coordinates {
    /// UCCI: `h2e2`.
    #[default]
    Ucci,
    /// ICCS as in PGN records with `[Format "ICCS"]`: `H2-E2`.
    Iccs,
}

/// How moves are printed. `Style::default()` is Chinese, simplified, Black digits
/// full-width, the dpxq/rule-book pawn style.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(default)]
pub struct Style {
    pub notation: Notation,
    pub script: Script,
    pub digits: Digits,
    pub pawns: PawnStyle,
    pub coordinates: Coordinates,
}

impl Style {
    /// The default style in another notation.
    pub fn of(notation: Notation) -> Style {
        Style {
            notation,
            ..Style::default()
        }
    }

    pub fn chinese() -> Style {
        Style::of(Notation::Chinese)
    }

    pub fn wxf() -> Style {
        Style::of(Notation::Wxf)
    }

    pub fn iccs() -> Style {
        Style::of(Notation::Iccs)
    }

    pub fn with_script(self, script: Script) -> Style {
        Style { script, ..self }
    }

    pub fn traditional(self) -> Style {
        self.with_script(Script::Traditional)
    }

    pub fn half_width(self) -> Style {
        Style {
            digits: Digits::HalfWidth,
            ..self
        }
    }

    pub fn xqbase(self) -> Style {
        Style {
            pawns: PawnStyle::Xqbase,
            ..self
        }
    }

    pub fn with_coordinates(self, coordinates: Coordinates) -> Style {
        Style {
            coordinates,
            ..self
        }
    }
}
