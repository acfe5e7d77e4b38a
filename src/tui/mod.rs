//! The terminal user interface (PLACEHOLDER until issue 7 lands).
