//! `chuhe tune [PATH ...] [--skip-plies N] [--setups] [--epochs N] [--rate R] [--l2 L]
//! [--write FILE] [--json]`: fits the evaluation's positional weights to the results
//! of game records (Texel's method, `engine::tune`), reports the mean squared error of
//! the hand-set and the tuned weights on the training and on the held-out games, and
//! with `--write` writes the tuned weights as Rust source (`crates/chuhe-engine/src/eval/tuned.rs`).
//! A developer's tool, like `chuhe bench`: its report is in English.
//!
//! Also here: the environment variable `CHUHE_EVAL_WEIGHTS` (`hand` or `tuned`), read
//! once at start, picks the weights the engine plays with, so that a match can compare
//! the two sets (`CHUHE_EVAL_WEIGHTS=hand chuhe match ...`); the default is `tuned`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context;

use chuhe_engine::eval::{self, WeightSet};
use chuhe_engine::tune::Descent;
use chuhe_engine::tune::{Filter, label};
use chuhe_engine::tune::{fit_weights, source};

const DEFAULT_DATA: &str = "../shared/data/games";
const WEIGHTS_VAR: &str = "CHUHE_EVAL_WEIGHTS";

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Record files or folders (default: the shared game records).
    pub paths: Vec<PathBuf>,
    /// Plies at the start of each game not used.
    #[arg(long, default_value_t = Filter::default().skip_plies)]
    pub skip_plies: usize,
    /// Also use games from a set-up position (puzzles, studies).
    #[arg(long)]
    pub setups: bool,
    /// Gradient descent steps (full batch).
    #[arg(long, default_value_t = Descent::default().epochs)]
    pub epochs: usize,
    /// Adam's step size, in centipawns.
    #[arg(long, default_value_t = Descent::default().rate)]
    pub rate: f64,
    /// Pull of each weight towards its hand-set value.
    #[arg(long, default_value_t = Descent::default().l2)]
    pub l2: f64,
    /// Write the tuned weights as Rust source to this file.
    #[arg(long)]
    pub write: Option<PathBuf>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Applies `CHUHE_EVAL_WEIGHTS`; an unknown value is an error.
pub fn select_weights_from_env() -> anyhow::Result<()> {
    match std::env::var(WEIGHTS_VAR).ok().as_deref() {
        None | Some("") | Some("tuned") => eval::use_weights(WeightSet::Tuned),
        Some("hand") => eval::use_weights(WeightSet::Hand),
        Some(other) => anyhow::bail!("{WEIGHTS_VAR}: {other:?} is neither \"hand\" nor \"tuned\""),
    }
    Ok(())
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let began = Instant::now();
    let paths = if args.paths.is_empty() {
        vec![PathBuf::from(DEFAULT_DATA)]
    } else {
        args.paths.clone()
    };
    let files = chuhe_core::record::record_files(&paths);
    let mut records = Vec::new();
    let mut unreadable = 0;
    for f in &files {
        match chuhe_core::record::read_file(f) {
            Ok(games) => records.extend(games),
            Err(_) => unreadable += 1,
        }
    }
    let read = began.elapsed();

    let filter = Filter {
        skip_plies: args.skip_plies,
        setups: args.setups,
    };
    let data = label(&records, filter, eval::tables(WeightSet::Hand));
    let labelled = began.elapsed() - read;
    anyhow::ensure!(
        !data.positions.is_empty(),
        "no usable position in {} record files",
        files.len()
    );

    let descent = Descent {
        epochs: args.epochs,
        rate: args.rate,
        l2: args.l2,
    };
    let fitted = fit_weights(&data, descent);
    let total = began.elapsed();
    let fitting = total - read - labelled;

    let named: Vec<String> = args
        .paths
        .iter()
        .map(|p| format!("{} ", p.display()))
        .collect();
    let command = format!(
        "cargo run --release -- tune {}--skip-plies {} --epochs {} --rate {} --l2 {}{} --write crates/chuhe-engine/src/eval/tuned.rs",
        named.concat(),
        args.skip_plies,
        args.epochs,
        args.rate,
        args.l2,
        if args.setups { " --setups" } else { "" }
    );
    let how = vec![
        format!(
            "Texel-style fit (engine::tune) to the results of the game records in {}:",
            paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        format!(
            "{} games from the opening with a known result ({} duplicates dropped), every position after ply {}",
            data.games, data.duplicates, args.skip_plies
        ),
        "not in check, resolved to its quiet leaf; labelled 1 / 0.5 / 0 by the game's result for Red.".into(),
        format!(
            "K = {:.6}; loss: mean squared error of sigmoid(K * eval); Adam, {} epochs, step {}, l2 {}.",
            fitted.k, args.epochs, args.rate, args.l2
        ),
        format!(
            "Held out 20% of the games ({} games, {} positions): MSE hand {:.5}, tuned {:.5}.",
            fitted.held_out_games,
            fitted.held_out_positions,
            fitted.held_out_mse.0,
            fitted.held_out_mse.1
        ),
        format!("Reproduce (from the project root, then `cargo fmt`): {command}"),
    ];
    if let Some(out) = &args.write {
        let text = source::rust_source(&fitted.weights, fitted.k, &how);
        chuhe_core::atomic_file::write_atomically(out, text.as_bytes())
            .with_context(|| format!("writing {}", out.display()))?;
    }

    if args.json {
        let obj = serde_json::json!({
            "files": files.len(),
            "unreadable_files": unreadable,
            "records": records.len(),
            "games": data.games,
            "without_result": data.without_result,
            "from_setup": data.from_setup,
            "faulty": data.faulty,
            "duplicates": data.duplicates,
            "skipped_in_check": data.in_check,
            "train_games": fitted.train_games,
            "train_positions": fitted.train_positions,
            "held_out_games": fitted.held_out_games,
            "held_out_positions": fitted.held_out_positions,
            "k": fitted.k,
            "train_mse": { "hand": fitted.train_mse.0, "tuned": fitted.train_mse.1 },
            "held_out_mse": { "hand": fitted.held_out_mse.0, "tuned": fitted.held_out_mse.1 },
            "seconds": { "read": read.as_secs_f64(), "label": labelled.as_secs_f64(),
                         "fit": fitting.as_secs_f64(), "total": total.as_secs_f64() },
        });
        println!("{obj}");
    } else {
        println!(
            "records: {} files ({} unreadable), {} games",
            files.len(),
            unreadable,
            records.len()
        );
        println!(
            "used: {} games; dropped: {} without result, {} from a set-up position, {} faulty, {} duplicates",
            data.games, data.without_result, data.from_setup, data.faulty, data.duplicates
        );
        println!(
            "positions: {} training ({} games), {} held out ({} games); {} skipped in check",
            fitted.train_positions,
            fitted.train_games,
            fitted.held_out_positions,
            fitted.held_out_games,
            data.in_check
        );
        println!("K: {:.6}", fitted.k);
        println!(
            "MSE training: hand {:.5}, tuned {:.5}",
            fitted.train_mse.0, fitted.train_mse.1
        );
        println!(
            "MSE held out: hand {:.5}, tuned {:.5}",
            fitted.held_out_mse.0, fitted.held_out_mse.1
        );
        println!(
            "time: read {:.1} s, label {:.1} s, fit {:.1} s, total {:.1} s",
            read.as_secs_f64(),
            labelled.as_secs_f64(),
            fitting.as_secs_f64(),
            total.as_secs_f64()
        );
        if let Some(out) = &args.write {
            println!("written: {}", out.display());
        }
    }
    Ok(ExitCode::SUCCESS)
}
