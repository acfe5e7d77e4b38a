//! `chuhe bench net`: how long a move takes to reach the other player over each
//! transport (within 50 ms on loopback).

use std::process::ExitCode;

use chuhe_net::Listen;

pub fn run(runs: usize) -> anyhow::Result<ExitCode> {
    let moves = runs.max(1) * 10;
    let tmp = std::env::temp_dir().join(format!("chuhe-bench-net-{}", std::process::id()));
    let saves = tmp.join("hosted");
    let result = (|| -> anyhow::Result<()> {
        for listen in [
            Listen::Unix(tmp.join("sock")),
            Listen::Tcp("127.0.0.1:0".parse().expect("an address")),
        ] {
            let figures = chuhe_net::latency::measure(listen, &saves, moves)?;
            println!("{}", figures.report());
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&tmp);
    result?;
    Ok(ExitCode::SUCCESS)
}
