//! Networked play on a shared machine (PLACEHOLDER until issue 8 lands).
