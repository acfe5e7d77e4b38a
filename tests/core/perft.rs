//! Perft against the published counts in ../shared/data/perft.tsv (cross-checked on two
//! engines). Depths up to 5 run by default; depth 6 is behind `#[ignore]`.

use chuhe::rules::{Position, perft};

use crate::common;

struct Row {
    fen: String,
    depth: u32,
    nodes: u64,
    source: String,
}

fn rows() -> Vec<Row> {
    let text = common::read_shared("perft.tsv");
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Row {
                fen: f[0].to_string(),
                depth: f[1].parse().expect("depth"),
                nodes: f[2].parse().expect("nodes"),
                source: f.get(3).unwrap_or(&"").to_string(),
            }
        })
        .collect()
}

fn check(max_depth: u32, min_depth: u32) {
    let mut checked = 0;
    for row in rows()
        .into_iter()
        .filter(|r| r.depth <= max_depth && r.depth >= min_depth)
    {
        let mut pos = Position::from_fen(&row.fen)
            .unwrap_or_else(|e| panic!("{} ({}): {e}", row.fen, row.source));
        let n = perft(&mut pos, row.depth);
        assert_eq!(
            n, row.nodes,
            "perft {} of {} ({})",
            row.depth, row.fen, row.source
        );
        checked += 1;
    }
    assert!(
        checked > 0,
        "no perft rows at depths {min_depth}..={max_depth}"
    );
}

#[test]
fn perft_depths_1_to_4() {
    check(4, 1);
}

#[test]
fn perft_depth_5() {
    check(5, 5);
}

#[test]
#[ignore = "depth 6: about 11 billion leaves; run by hand with --ignored --release"]
fn perft_depth_6() {
    check(6, 6);
}
