//! The help of the flags that choose the built-in engine's level (`--level`,
//! `--red engine:LEVEL`): the levels' Elo estimates, built from the engine's own table
//! so that the help and the estimates cannot disagree.

use chuhe_engine::level::Level;

/// The levels that have an estimate, with it, weakest first.
fn estimates() -> Vec<(u8, u32)> {
    Level::all()
        .filter_map(|l| Some((l.number(), l.elo_estimate()?)))
        .collect()
}

/// "; levels 1–10 run from about 1290 to 3050 on Fairy-Stockfish's UCI_Elo scale",
/// or nothing when no level has an estimate.
fn range() -> String {
    let known = estimates();
    match (known.first(), known.last()) {
        (Some((lo_level, lo)), Some((hi_level, hi))) => format!(
            "; levels {lo_level}–{hi_level} run from about {lo} to {hi} on \
             Fairy-Stockfish's UCI_Elo scale"
        ),
        _ => String::new(),
    }
}

/// One line a level with its estimate, under a line saying how they were measured.
fn table() -> String {
    let mut s = String::from(
        "Elo estimates (each level's performance against Fairy-Stockfish at 10 s + 0.1 s \
         a game, on Fairy-Stockfish's scale, not a scale of people's ratings):",
    );
    for (level, elo) in estimates() {
        s.push_str(&format!("\n  level {level:>2}  about {elo}"));
    }
    s
}

/// `--level` in `-h`.
pub fn level_help() -> String {
    format!(
        "A playing level 1–10 (default 10, full strength){}",
        range()
    )
}

/// `--level` in `--help`: the range, then each level's estimate.
pub fn level_long_help() -> String {
    format!("{}.\n\n{}", level_help(), table())
}

/// `--red` in `--help`: what the value may be, then each level's estimate.
pub fn player_long_help() -> String {
    format!(
        "Red player's name, or engine[:LEVEL|:NAME] for the computer (the built-in \
         engine at level 1–10, default 10, or an engine of config.toml){}.\n\n{}",
        range(),
        table()
    )
}
