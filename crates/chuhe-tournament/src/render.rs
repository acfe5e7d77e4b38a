//! Standings and cross-tables as text (aligned for a terminal or a printer; Chinese
//! names count double width) and CSV. JSON is their serde form. The text's words are
//! in the interface's language ([`TableText`]); CSV's column names are fixed English
//! keys, as JSON's are, for the scripts that read them.

use unicode_width::UnicodeWidthStr;

use super::crosstable::CrossTable;
use super::scoring::points_text;
use super::standings::Standings;
use super::table_text::TableText;
use chuhe_core::lang::{Lang, Render, escape_unsafe};

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
///
/// Every cell is made safe for a terminal first (`lang::escape_unsafe`: a name
/// written into the event file by hand can hold escape sequences), before the
/// widths are measured, so the columns line up as printed.
pub(super) fn table(rows: &[Vec<String>], left: usize) -> String {
    let rows: Vec<Vec<String>> = rows
        .iter()
        .map(|r| r.iter().map(|c| escape_unsafe(c)).collect())
        .collect();
    let rows = rows.as_slice();
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

/// The column names: in `lang` for a printed table, or (`None`) the fixed English
/// keys of CSV, which scripts read as JSON keys.
fn header(words: &[TableText], keys: &[&str], lang: Option<Lang>) -> Vec<String> {
    match lang {
        Some(lang) => words.iter().map(|w| w.render(lang)).collect(),
        None => keys.iter().map(|k| k.to_string()).collect(),
    }
}

fn standings_rows(st: &Standings, lang: Option<Lang>) -> Vec<Vec<String>> {
    let text = lang.is_some();
    let mut head = header(
        &[
            TableText::Rank,
            TableText::Player,
            TableText::Points,
            TableText::Games,
            TableText::Won,
            TableText::Drawn,
            TableText::Lost,
        ],
        &["rank", "player", "points", "games", "W", "D", "L"],
        lang,
    );
    for t in &st.tiebreaks {
        head.push(match lang {
            Some(lang) => t.render(lang),
            None => t.as_str().to_string(),
        });
    }
    let mut rows = vec![head];
    for r in &st.rows {
        let mut name = r.player.clone();
        if let Some(lang) = lang.filter(|_| r.withdrawn) {
            name.push(' ');
            name.push_str(&TableText::Withdrawn.render(lang));
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

/// The standings as aligned text, its words in `lang`.
pub fn standings_text(st: &Standings, lang: Lang) -> String {
    let out = TableText::StandingsTitle {
        event: st.event.clone(),
        rounds: st.rounds,
        system: st.system,
        scoring: st.scoring.clone(),
    }
    .render(lang);
    // A title line names the event as the file has it: safe for a terminal too.
    let mut out = escape_unsafe(&out);
    out.push('\n');
    out.push_str(&table(&standings_rows(st, Some(lang)), 2));
    // 11.3: each group's own standings after the overall ones.
    for g in &st.groups {
        let group = Standings {
            rows: g.rows.clone(),
            groups: Vec::new(),
            annulled: Vec::new(),
            ..st.clone()
        };
        out.push('\n');
        out.push_str(&escape_unsafe(
            &TableText::Group(g.group.clone()).render(lang),
        ));
        out.push('\n');
        out.push_str(&table(&standings_rows(&group, Some(lang)), 2));
    }
    for a in &st.annulled {
        out.push_str(&escape_unsafe(&TableText::Annulled(a.clone()).render(lang)));
        out.push('\n');
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

/// The rows as CSV, every cell made safe for a terminal (`lang::escape_unsafe`), as
/// CSV is printed too.
pub(super) fn csv(rows: &[Vec<String>]) -> String {
    rows.iter()
        .map(|r| {
            r.iter()
                .map(|c| csv_field(&escape_unsafe(c)))
                .collect::<Vec<_>>()
                .join(",")
                + "\n"
        })
        .collect()
}

pub fn standings_csv(st: &Standings) -> String {
    let mut rows = standings_rows(st, None);
    rows[0].push("withdrawn".into());
    for (row, s) in rows.iter_mut().skip(1).zip(&st.rows) {
        row.push(s.withdrawn.to_string());
    }
    csv(&rows)
}

fn crosstable_rows(ct: &CrossTable, lang: Option<Lang>) -> Vec<Vec<String>> {
    let mut head = header(
        &[TableText::Rank, TableText::Player],
        &["rank", "player"],
        lang,
    );
    head.extend(ct.columns.iter().cloned());
    head.extend(header(&[TableText::Points], &["points"], lang));
    let mut rows = vec![head];
    // The places as the standings give them (15.6: players tied after every
    // tie-break share the place, "1="); the columns of a square, and a cell's
    // opponent number, count the rows from the top.
    for r in &ct.rows {
        let mut row = vec![rank_text(r.rank, r.shared), r.player.clone()];
        row.extend(r.cells.iter().map(|c| match lang {
            Some(lang) => cell_text(c, lang),
            None => c.clone(),
        }));
        row.push(points_text(r.points));
        rows.push(row);
    }
    rows
}

/// A cross-table cell as printed: a round without opponent ("bye" and the mark, as
/// the JSON and CSV keep it) in `lang`.
fn cell_text(cell: &str, lang: Lang) -> String {
    match cell.strip_prefix("bye") {
        Some(mark) => format!("{}{mark}", TableText::Bye.render(lang)),
        None => cell.to_string(),
    }
}

/// The cross-table as aligned text, its words in `lang`.
pub fn crosstable_text(ct: &CrossTable, lang: Lang) -> String {
    format!(
        "{}\n{}",
        escape_unsafe(&TableText::CrossTableTitle(ct.event.clone()).render(lang)),
        table(&crosstable_rows(ct, Some(lang)), 2)
    )
}

pub fn crosstable_csv(ct: &CrossTable) -> String {
    let mut rows = crosstable_rows(ct, None);
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
