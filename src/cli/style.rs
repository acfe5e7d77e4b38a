//! The printing options of the commands that print moves (`legal`, `convert`).

use chuhe_core::notation::{Coordinates, Digits, Notation, PawnStyle, Script, Style};

#[derive(clap::Args, Debug, Clone, Default)]
pub struct StyleArgs {
    /// Chinese: traditional characters (帥將車馬 進 後).
    #[arg(long)]
    pub traditional: bool,
    /// Chinese: Black's digits half-width (马8进7) instead of full-width (马８进７).
    #[arg(long)]
    pub half_width: bool,
    /// Chinese: xqbase pawn ordinals (一兵平五) instead of the rule-book/dpxq style (前兵平五).
    #[arg(long)]
    pub xqbase: bool,
    /// Chinese: the abbreviated record of 7.5 (炮2 5, 马8 7̲: a line under the last
    /// digit for 进, over it for 退).
    #[arg(long)]
    pub abbreviated: bool,
    /// ICCS: upper case with a hyphen (H2-E2) instead of UCCI (h2e2).
    #[arg(long)]
    pub iccs_dash: bool,
}

impl StyleArgs {
    pub fn style(&self, notation: Notation) -> Style {
        Style {
            notation,
            script: if self.traditional {
                Script::Traditional
            } else {
                Script::Simplified
            },
            digits: if self.half_width {
                Digits::HalfWidth
            } else {
                Digits::FullWidth
            },
            pawns: if self.xqbase {
                PawnStyle::Xqbase
            } else {
                PawnStyle::Dpxq
            },
            coordinates: if self.iccs_dash {
                Coordinates::Iccs
            } else {
                Coordinates::Ucci
            },
        }
    }

    /// Prints `m` in `style`, abbreviated if asked and the notation is Chinese.
    pub fn write(
        &self,
        pos: &chuhe_core::rules::Position,
        m: chuhe_core::rules::Move,
        style: &Style,
    ) -> String {
        if self.abbreviated && style.notation == Notation::Chinese {
            chuhe_core::notation::write_abbreviated(pos, m, style)
        } else {
            chuhe_core::notation::write_move(pos, m, style)
        }
    }
}
