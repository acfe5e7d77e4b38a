//! Searching a collection's game list by its headers: player, event, date range,
//! result and ECCO code, and free text over every column (the game list filters as
//! the user types). A filter is built in code or read from a query such as
//! `player:许银川 date:1990..1995 result:1-0 ecco:C70-C79 全国`.

use chuhe_core::lang::contains_for_search;
use std::cmp::Ordering;
use std::fmt;

use super::collection::{Collection, HeaderRow};
use chuhe_core::record::GameResult;

/// Which games to show. Text matches ignore case; every condition given must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Red or Black contains this.
    pub player: Option<String>,
    pub red: Option<String>,
    pub black: Option<String>,
    /// The event contains this.
    pub event: Option<String>,
    pub dates: Option<DateRange>,
    pub result: Option<GameResult>,
    /// An ECCO code, a prefix of one (`C`, `C7`) or a range (`C70-C79`).
    pub ecco: Option<EccoRange>,
    /// Words that must each appear in some column (number, date, event, players,
    /// ECCO, opening).
    pub words: Vec<String>,
}

/// An inclusive range of dates; either end may be open. Dates are compared as
/// year, month, day, a missing or unknown part (`1990.??.??`) counting as the
/// earliest for the start and the latest for the end.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DateRange {
    pub from: Option<Date>,
    pub to: Option<Date>,
}

/// A date as records write it, with unknown parts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: u16,
    pub month: Option<u8>,
    pub day: Option<u8>,
}

impl Date {
    /// Reads `1990`, `1990.05`, `1990.05.12`, `1990-5-12`, `1990.??.??`, `1990年5月`.
    /// `None` when there is no year of four digits first.
    pub fn parse(text: &str) -> Option<Date> {
        let mut parts = text
            .split(|c: char| !c.is_ascii_digit() && c != '?')
            .filter(|p| !p.is_empty());
        let year = parts.next()?;
        if year.len() != 4 || !year.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number = |p: Option<&str>, max: u8| {
            p.and_then(|p| p.parse::<u8>().ok())
                .filter(|n| (1..=max).contains(n))
        };
        let month = number(parts.next(), 12);
        let day = month.and(number(parts.next(), 31));
        Some(Date {
            year: year.parse().ok()?,
            month,
            day,
        })
    }

    /// The date as a number yyyymmdd, unknown parts as `fill`.
    fn key(self, fill: u8) -> u32 {
        u32::from(self.year) * 10_000
            + u32::from(self.month.unwrap_or(fill)) * 100
            + u32::from(self.day.unwrap_or(fill))
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.year)?;
        if let Some(m) = self.month {
            write!(f, ".{m:02}")?;
            if let Some(d) = self.day {
                write!(f, ".{d:02}")?;
            }
        }
        Ok(())
    }
}

impl DateRange {
    /// True when the date text falls in the range. A game without a readable date
    /// is outside every range with a bound.
    pub fn contains(&self, date: &str) -> bool {
        let Some(d) = Date::parse(date) else {
            return self.from.is_none() && self.to.is_none();
        };
        // The game's unknown parts may be anything: it is in the range if it may be.
        let (low, high) = (d.key(0), d.key(99));
        self.from.is_none_or(|f| high >= f.key(0)) && self.to.is_none_or(|t| low <= t.key(99))
    }
}

/// ECCO codes from `from` to `to`, inclusive, compared as text of the same length
/// (a prefix `C7` is the range `C70`..`C79`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EccoRange {
    pub from: String,
    pub to: String,
}

impl EccoRange {
    /// Reads `C`, `C7`, `C70`, `C70-C79` (case ignored). `None` unless each end is a
    /// letter A–E followed by up to two digits.
    pub fn parse(text: &str) -> Option<EccoRange> {
        let valid = |s: &str| {
            let b = s.as_bytes();
            !b.is_empty()
                && b.len() <= 3
                && (b'A'..=b'E').contains(&b[0])
                && b[1..].iter().all(u8::is_ascii_digit)
        };
        let t = text.trim().to_ascii_uppercase();
        let (from, to) = match t.split_once('-') {
            Some((a, b)) => (a.trim().to_string(), b.trim().to_string()),
            None => (t.clone(), t),
        };
        (valid(&from) && valid(&to) && from <= to).then_some(EccoRange { from, to })
    }

    pub fn contains(&self, ecco: &str) -> bool {
        let code = ecco.trim().to_ascii_uppercase();
        if code.is_empty() {
            return false;
        }
        let cut = |s: &str, n: usize| s.chars().take(n).collect::<String>();
        let low = cut(&code, self.from.len());
        let high = cut(&code, self.to.len());
        low >= self.from && high <= self.to
    }
}

impl fmt::Display for EccoRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.from == self.to {
            f.write_str(&self.from)
        } else {
            write!(f, "{}-{}", self.from, self.to)
        }
    }
}

impl Filter {
    pub fn is_empty(&self) -> bool {
        *self == Filter::default()
    }

    /// True when game `number` (1-based) with `row` passes.
    pub fn matches(&self, number: usize, row: &HeaderRow) -> bool {
        let has = |field: &str, want: &Option<String>| {
            want.as_deref()
                .is_none_or(|w| contains_for_search(field, w))
        };
        has(&row.red, &self.red)
            && has(&row.black, &self.black)
            && has(&row.event, &self.event)
            && self.player.as_deref().is_none_or(|p| {
                contains_for_search(&row.red, p) || contains_for_search(&row.black, p)
            })
            && self.dates.is_none_or(|d| d.contains(&row.date))
            && self.result.is_none_or(|r| row.result == r)
            && self.ecco.as_ref().is_none_or(|e| e.contains(&row.ecco))
            && self.words.iter().all(|w| {
                number.to_string() == *w
                    || [
                        &row.date,
                        &row.event,
                        &row.red,
                        &row.black,
                        &row.ecco,
                        &row.opening,
                    ]
                    .iter()
                    .any(|f| contains_for_search(f, w))
            })
    }

    /// Reads a query: `key:value` terms (player, red, black, event, date, result,
    /// ecco; the value in double quotes when it holds spaces) and plain words. Dates
    /// are `FROM..TO` with either end left out, or one date; results `1-0`, `0-1`,
    /// `1/2-1/2`, `*` or 红胜 / 黑胜 / 和棋.
    pub fn parse(query: &str) -> Result<Filter, FilterError> {
        let mut f = Filter::default();
        for (at, term) in terms(query)? {
            let Some((key, value)) = term.split_once(':').filter(|(k, _)| is_key(k)) else {
                f.words.push(term);
                continue;
            };
            let value = value.to_string();
            let bad = |what: FilterExpected| FilterError::BadValue {
                at,
                key: key.to_string(),
                value: value.clone(),
                expected: what,
            };
            if value.is_empty() {
                return Err(bad(FilterExpected::Value));
            }
            match key.to_ascii_lowercase().as_str() {
                "player" => f.player = Some(value),
                "red" => f.red = Some(value),
                "black" => f.black = Some(value),
                "event" => f.event = Some(value),
                "result" => {
                    f.result =
                        Some(GameResult::parse(&value).ok_or_else(|| bad(FilterExpected::Result))?)
                }
                "ecco" => {
                    f.ecco =
                        Some(EccoRange::parse(&value).ok_or_else(|| bad(FilterExpected::Ecco))?)
                }
                "date" => {
                    let date = |s: &str| -> Result<Option<Date>, FilterError> {
                        if s.is_empty() {
                            return Ok(None);
                        }
                        Date::parse(s)
                            .map(Some)
                            .ok_or_else(|| bad(FilterExpected::Dates))
                    };
                    let (from, to) = match value.split_once("..") {
                        Some((a, b)) => (date(a)?, date(b)?),
                        None => {
                            let d = date(&value)?;
                            (d, d)
                        }
                    };
                    if from.is_none() && to.is_none() {
                        return Err(bad(FilterExpected::OneDate));
                    }
                    if let (Some(a), Some(b)) = (from, to)
                        && a.key(0) > b.key(99)
                    {
                        return Err(bad(FilterExpected::OrderedRange));
                    }
                    f.dates = Some(DateRange { from, to });
                }
                _ => unreachable!("is_key checked the key"),
            }
        }
        Ok(f)
    }
}

const KEYS: [&str; 7] = ["player", "red", "black", "event", "date", "result", "ecco"];

fn is_key(k: &str) -> bool {
    KEYS.iter().any(|key| key.eq_ignore_ascii_case(k))
}

/// The terms of a query and the character where each starts: words separated by
/// white space, a double-quoted part keeping its spaces (`event:"全国 个人赛"`).
fn terms(query: &str) -> Result<Vec<(usize, String)>, FilterError> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut start = None;
    let mut quote_at = None;
    for (i, c) in query.chars().enumerate() {
        match c {
            '"' => {
                quote_at = if quote_at.is_some() { None } else { Some(i) };
                start.get_or_insert(i);
            }
            c if c.is_whitespace() && quote_at.is_none() => {
                if let Some(s) = start.take() {
                    out.push((s, std::mem::take(&mut current)));
                }
            }
            c => {
                current.push(c);
                start.get_or_insert(i);
            }
        }
    }
    if let Some(at) = quote_at {
        return Err(FilterError::UnclosedQuote { at });
    }
    if let Some(s) = start
        && !current.is_empty()
    {
        out.push((s, current));
    }
    Ok(out)
}

impl fmt::Display for Filter {
    /// The filter as a query [`Filter::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        let quote = |s: &str| {
            if s.chars().any(char::is_whitespace) || s.is_empty() {
                format!("\"{s}\"")
            } else {
                s.to_string()
            }
        };
        for (key, v) in [
            ("player", &self.player),
            ("red", &self.red),
            ("black", &self.black),
            ("event", &self.event),
        ] {
            if let Some(v) = v {
                parts.push(format!("{key}:{}", quote(v)));
            }
        }
        if let Some(d) = &self.dates {
            let s = |d: Option<Date>| d.map(|d| d.to_string()).unwrap_or_default();
            parts.push(format!("date:{}..{}", s(d.from), s(d.to)));
        }
        if let Some(r) = self.result {
            parts.push(format!("result:{}", r.pgn()));
        }
        if let Some(e) = &self.ecco {
            parts.push(format!("ecco:{e}"));
        }
        parts.extend(self.words.iter().map(|w| quote(w)));
        f.write_str(&parts.join(" "))
    }
}

/// A query that cannot be read: where and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FilterError {
    #[error("character {at}: this quote '\"' is never closed")]
    UnclosedQuote { at: usize },
    #[error("character {at}: {key}:{value} — expected {expected}")]
    BadValue {
        at: usize,
        key: String,
        value: String,
        expected: FilterExpected,
    },
}

/// What a `key:value` term of a query should have held.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FilterExpected {
    /// Something after the colon.
    Value,
    Result,
    Ecco,
    Dates,
    /// A date range with neither end.
    OneDate,
    /// A date range ending before it starts.
    OrderedRange,
}

impl fmt::Display for FilterExpected {
    /// In English, for logs; the interface says it through the catalogue.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FilterExpected::Value => "a value after the colon",
            FilterExpected::Result => "a result: 1-0, 0-1, 1/2-1/2, *, 红胜, 黑胜 or 和棋",
            FilterExpected::Ecco => "an ECCO code or range such as C7 or C70-C79",
            FilterExpected::Dates => "dates such as 1990, 1990.05.12 or 1990..1995",
            FilterExpected::OneDate => "at least one date",
            FilterExpected::OrderedRange => "a range whose start is not after its end",
        })
    }
}

/// The columns a game list is sorted by.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum SortKey {
    #[default]
    Number,
    Date,
    Event,
    Red,
    Black,
    Result,
    Ecco,
    Moves,
}

fn result_rank(r: GameResult) -> u8 {
    match r {
        GameResult::RedWins => 0,
        GameResult::Draw => 1,
        GameResult::BlackWins => 2,
        GameResult::Unknown => 3,
    }
}

fn compare(key: SortKey, a: &HeaderRow, b: &HeaderRow) -> Ordering {
    match key {
        SortKey::Number => Ordering::Equal,
        SortKey::Date => {
            let d = |r: &HeaderRow| Date::parse(&r.date).map(|d| d.key(0));
            // Games without a date last.
            match (d(a), d(b)) {
                (Some(x), Some(y)) => x.cmp(&y),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => Ordering::Equal,
            }
        }
        SortKey::Event => a.event.cmp(&b.event),
        SortKey::Red => a.red.cmp(&b.red),
        SortKey::Black => a.black.cmp(&b.black),
        SortKey::Result => result_rank(a.result).cmp(&result_rank(b.result)),
        SortKey::Ecco => a.ecco.cmp(&b.ecco),
        SortKey::Moves => a.moves.cmp(&b.moves),
    }
}

/// The games passing `filter` (0-based indices), sorted by `key` (ties in file
/// order), descending when asked.
pub fn select(
    collection: &Collection,
    filter: &Filter,
    key: SortKey,
    descending: bool,
) -> Vec<u32> {
    let entries = collection.entries();
    let mut out: Vec<u32> = (0..entries.len() as u32)
        .filter(|&i| filter.matches(i as usize + 1, &entries[i as usize].row))
        .collect();
    out.sort_by(|&x, &y| {
        let o = compare(key, &entries[x as usize].row, &entries[y as usize].row);
        let o = if descending { o.reverse() } else { o };
        o.then(x.cmp(&y))
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_with_unknown_parts() {
        assert_eq!(
            Date::parse("1990.05.12"),
            Some(Date {
                year: 1990,
                month: Some(5),
                day: Some(12)
            })
        );
        assert_eq!(Date::parse("1990.??.??").unwrap().month, None);
        assert_eq!(Date::parse("1956年12月").unwrap().month, Some(12));
        assert_eq!(Date::parse("90.1.1"), None);
        assert_eq!(Date::parse(""), None);
        let r = DateRange {
            from: Date::parse("1990"),
            to: Date::parse("1995.06"),
        };
        assert!(r.contains("1990.01.01"));
        assert!(r.contains("1995.06.30"));
        assert!(!r.contains("1995.07.01"));
        assert!(!r.contains("1989.12.31"));
        assert!(r.contains("1995.??.??"), "may be in the range");
        assert!(!r.contains("unknown"));
    }

    #[test]
    fn ecco_ranges_and_prefixes() {
        let c7 = EccoRange::parse("c7").unwrap();
        assert!(c7.contains("C70") && c7.contains("C79") && !c7.contains("C80"));
        let r = EccoRange::parse("A10-B05").unwrap();
        assert!(r.contains("A99") && r.contains("B05") && !r.contains("B06"));
        assert!(!r.contains(""));
        for bad in ["F00", "C700", "", "C7-B0", "x"] {
            assert_eq!(EccoRange::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn queries_read_and_print_back() {
        let f = Filter::parse(
            r#"player:许银川 event:"全国 个人赛" date:1990..1995 result:红胜 ecco:C70-C79 决赛"#,
        )
        .unwrap();
        assert_eq!(f.player.as_deref(), Some("许银川"));
        assert_eq!(f.event.as_deref(), Some("全国 个人赛"));
        assert_eq!(f.result, Some(GameResult::RedWins));
        assert_eq!(f.words, vec!["决赛".to_string()]);
        assert_eq!(Filter::parse(&f.to_string()).unwrap(), f);
        assert!(matches!(
            Filter::parse("date:1995..1990"),
            Err(FilterError::BadValue { .. })
        ));
        assert!(matches!(
            Filter::parse("result:2-0"),
            Err(FilterError::BadValue { at: 0, .. })
        ));
        assert_eq!(
            Filter::parse("x event:\"open"),
            Err(FilterError::UnclosedQuote { at: 8 })
        );
        // An unknown key is a plain word.
        assert_eq!(Filter::parse("site:x").unwrap().words, vec!["site:x"]);
    }
}
