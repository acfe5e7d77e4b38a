//! Standings and cross-tables as text (aligned for a terminal or a printer; Chinese
//! names count double width) and CSV. JSON is their serde form.

use unicode_width::UnicodeWidthStr;

use super::crosstable::CrossTable;
use super::scoring::points_text;
use super::standings::Standings;
use crate::lang::{Lang, Render};

/// Tie-break values: whole numbers bare, others with up to two decimals. A value that
/// rounds to zero is "0", never "-0" (a 直胜 or 小分 sum of −0.0, or −0.001).
pub fn number_text(v: f64) -> String {
    let rounded = (v * 100.0).round() / 100.0;
    let v = if rounded == 0.0 { 0.0 } else { rounded };
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn rank_text(rank: u32, shared: bool) -> String {
    if shared {
        format!("{rank}=")
    } else {
        rank.to_string()
    }
}

/// Lays out rows of cells in columns, the first `left` columns left-aligned.
pub(super) fn table(rows: &[Vec<String>], left: usize) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.width())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (c, cell) in r.iter().enumerate() {
            let pad = " ".repeat(width[c] - cell.width());
            if c > 0 {
                line.push_str("  ");
            }
            if c < left {
                line.push_str(cell);
                line.push_str(&pad);
            } else {
                line.push_str(&pad);
                line.push_str(cell);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn standings_rows(st: &Standings, text: bool) -> Vec<Vec<String>> {
    let mut head = vec![
        "rank".to_string(),
        "player".into(),
        "points".into(),
        "games".into(),
        "W".into(),
        "D".into(),
        "L".into(),
    ];
    for t in &st.tiebreaks {
        head.push(if text {
            t.render(Lang::Zh)
        } else {
            t.as_str().to_string()
        });
    }
    let mut rows = vec![head];
    for r in &st.rows {
        let mut name = r.player.clone();
        if text && r.withdrawn {
            name.push_str(" (withdrawn)");
        }
        let mut row = vec![
            rank_text(r.rank, r.shared),
            name,
            if text {
                points_text(r.points)
            } else {
                number_text(r.points)
            },
            r.games.to_string(),
            r.wins.to_string(),
            r.draws.to_string(),
            r.losses.to_string(),
        ];
        for t in &r.tiebreaks {
            row.push(
                t.value
                    .map_or(if text { "-".into() } else { String::new() }, number_text),
            );
        }
        rows.push(row);
    }
    rows
}

pub fn standings_text(st: &Standings) -> String {
    let mut out = format!(
        "{} — standings after round {} ({}, scoring {})\n",
        st.event, st.rounds, st.system, st.scoring
    );
    out.push_str(&table(&standings_rows(st, true), 2));
    // 11.3: each group's own standings after the overall ones.
    for g in &st.groups {
        let group = Standings {
            rows: g.rows.clone(),
            groups: Vec::new(),
            annulled: Vec::new(),
            ..st.clone()
        };
        out.push_str(&format!("\ngroup {}\n", g.group));
        out.push_str(&table(&standings_rows(&group, true), 2));
    }
    for a in &st.annulled {
        out.push_str(&format!("{a}: withdrew, results annulled (20.3)\n"));
    }
    out
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

pub(super) fn csv(rows: &[Vec<String>]) -> String {
    rows.iter()
        .map(|r| r.iter().map(|c| csv_field(c)).collect::<Vec<_>>().join(",") + "\n")
        .collect()
}

pub fn standings_csv(st: &Standings) -> String {
    let mut rows = standings_rows(st, false);
    rows[0].push("withdrawn".into());
    for (row, s) in rows.iter_mut().skip(1).zip(&st.rows) {
        row.push(s.withdrawn.to_string());
    }
    csv(&rows)
}

fn crosstable_rows(ct: &CrossTable) -> Vec<Vec<String>> {
    let mut head = vec!["rank".to_string(), "player".into()];
    head.extend(ct.columns.iter().cloned());
    head.push("points".into());
    let mut rows = vec![head];
    for (i, r) in ct.rows.iter().enumerate() {
        let mut row = vec![format!("{}", i + 1), r.player.clone()];
        row.extend(r.cells.iter().cloned());
        row.push(points_text(r.points));
        rows.push(row);
    }
    rows
}

pub fn crosstable_text(ct: &CrossTable) -> String {
    format!(
        "{} — cross-table\n{}",
        ct.event,
        table(&crosstable_rows(ct), 2)
    )
}

pub fn crosstable_csv(ct: &CrossTable) -> String {
    let mut rows = crosstable_rows(ct);
    let last = rows[0].len() - 1;
    for (row, r) in rows.iter_mut().skip(1).zip(&ct.rows) {
        row[last] = number_text(r.points);
    }
    csv(&rows)
}

#[cfg(test)]
mod tests {
    use super::number_text;

    #[test]
    fn numbers_are_bare_and_zero_has_no_sign() {
        assert_eq!(number_text(-0.0), "0");
        assert_eq!(number_text(-0.001), "0");
        assert_eq!(number_text(2.0), "2");
        assert_eq!(number_text(1.5), "1.5");
        assert_eq!(number_text(-1.25), "-1.25");
        assert_eq!(number_text(10.333), "10.33");
    }
}
