//! Game records (PLACEHOLDER until issue 4 lands).
