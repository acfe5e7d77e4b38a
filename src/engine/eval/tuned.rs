//! Placeholder until `chuhe tune` writes the fitted weights here.

use super::weights::Weights;

pub const TUNED: Weights = Weights::HAND;
