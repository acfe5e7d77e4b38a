//! A time control in words ("90分钟内走满40着…" / "40 moves in 90 min …") and what
//! is wrong with a typed one (`match_control::TimeControlError`).

use super::examples::Examples;
use crate::lang::{Lang, Render};
use crate::match_control::{Bonus, Period, TimeControl, TimeControlError};

/// A time control in words: "90分钟内走满40着，以后每15分钟走满10着".
impl Render for TimeControl {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => time_control_zh(self),
            Lang::En => time_control_en(self),
        }
    }
}

/// What is wrong with a typed time control, and at which character.
impl Render for TimeControlError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => time_control_error_zh(self),
            Lang::En => time_control_error_en(self),
        }
    }
}

pub(super) fn time_control_zh(tc: &TimeControl) -> String {
    if tc.is_untimed() {
        return "不计时".into();
    }
    let n = tc.periods().len();
    let parts: Vec<String> = tc
        .periods()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let t = duration_zh(p.time);
            match p.moves {
                Some(m) if i + 1 == n => format!("每{t}走满{m}着"),
                Some(m) => format!("{t}内走满{m}着"),
                None if i == 0 => format!("每方{t}包干"),
                None => format!("余下着法{t}包干"),
            }
        })
        .collect();
    let mut s = parts.join("，以后");
    match tc.bonus() {
        Bonus::Increment(d) => s += &format!("，每着加{}", duration_zh(d)),
        Bonus::Delay(d) => s += &format!("，每着延时{}", duration_zh(d)),
        Bonus::None => {}
    }
    s
}

pub(super) fn time_control_en(tc: &TimeControl) -> String {
    if tc.is_untimed() {
        return "untimed".into();
    }
    let n = tc.periods().len();
    let parts: Vec<String> = tc
        .periods()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let t = duration_en(p.time);
            match p.moves {
                Some(m) if i + 1 == n => format!("{m} moves in every {t}"),
                Some(m) => format!("{m} moves in {t}"),
                None if i == 0 => format!("{t} for the game"),
                None => format!("{t} for the rest of the game"),
            }
        })
        .collect();
    let mut s = parts.join(", then ");
    match tc.bonus() {
        Bonus::Increment(d) => s += &format!(", plus {} per move", duration_en(d)),
        Bonus::Delay(d) => s += &format!(", {} delay per move", duration_en(d)),
        Bonus::None => {}
    }
    s
}

fn time_control_error_zh(e: &TimeControlError) -> String {
    use crate::match_control::{MAX_MOVES, MAX_PERIODS, TimeControlErrorKind as K};
    let what = match &e.kind {
        K::Empty => "没有填写用时".to_string(),
        K::ExpectedNumber => "这里应是数字".into(),
        K::NumberTooLarge => "数字太大".into(),
        K::ExpectedUnit => "秒数之后的数字要带单位（时 h、分 m、秒 s）".into(),
        K::UnknownUnit(u) => format!("不认识的时间单位“{u}”（可用 时 h、分 m、秒 s）"),
        K::ZeroTime => "每个时段的用时必须大于零".into(),
        K::ZeroMoves => "每个时段至少要走一着".into(),
        K::TooManyMoves => format!("一个时段最多{MAX_MOVES}着"),
        K::PeriodTooLong => "一个时段最长100小时".into(),
        K::BonusTooLong => "加秒或延时最多一小时".into(),
        K::TooManyPeriods => format!("时段最多{MAX_PERIODS}个"),
        K::PeriodAfterSuddenDeath => "不限着数的时段（包干）必须是最后一个".into(),
        K::MissingTime => "时段缺少用时：着数之后写用时，如 40/90m".into(),
        K::Unexpected(c) => format!("多余的“{c}”"),
        K::SubSecond => "用时以整秒计".into(),
    };
    format!("“{}”第{}个字符：{what}", e.input, e.column)
}

fn time_control_error_en(e: &TimeControlError) -> String {
    e.to_string()
}

/// "90分钟", "15秒", "1小时30分钟" (whole minutes below five hours as minutes, as 6.1
/// says "90分钟").
fn duration_zh(d: std::time::Duration) -> String {
    duration_words(d, ("小时", "分钟", "秒"), "")
}

/// "90 min", "15 s", "1 h 30 min".
fn duration_en(d: std::time::Duration) -> String {
    duration_words(d, (" h", " min", " s"), " ")
}

/// A duration in hours, minutes and seconds with the given units.
fn duration_words(d: std::time::Duration, (uh, um, us): (&str, &str, &str), sep: &str) -> String {
    let s = d.as_secs();
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    if sec == 0 && (60..5 * 3600).contains(&s) {
        return format!("{}{um}", s / 60);
    }
    let mut out = Vec::new();
    if h > 0 {
        out.push(format!("{h}{uh}"));
    }
    if m > 0 {
        out.push(format!("{m}{um}"));
    }
    if sec > 0 || out.is_empty() {
        out.push(format!("{sec}{us}"));
    }
    out.join(sep)
}

impl Examples for TimeControl {
    fn examples() -> Vec<TimeControl> {
        let min = |m: u64| std::time::Duration::from_secs(60 * m);
        let secs = std::time::Duration::from_secs;
        let mut out: Vec<TimeControl> = crate::match_control::PRESETS
            .iter()
            .filter_map(|p| TimeControl::preset(p.name))
            .collect();
        let period = |moves, time| Period { moves, time };
        out.extend(
            [
                TimeControl::new(
                    vec![period(Some(40), min(90)), period(None, min(30))],
                    Bonus::Delay(secs(3)),
                ),
                TimeControl::new(vec![period(None, secs(5400 + 45))], Bonus::None),
            ]
            .into_iter()
            .flatten(),
        );
        out
    }
}

impl Examples for TimeControlError {
    fn examples() -> Vec<Self> {
        use crate::match_control::TimeControlErrorKind as K;
        let kinds = vec![
            K::Empty,
            K::ExpectedNumber,
            K::NumberTooLarge,
            K::ExpectedUnit,
            K::UnknownUnit("d".into()),
            K::ZeroTime,
            K::ZeroMoves,
            K::TooManyMoves,
            K::PeriodTooLong,
            K::BonusTooLong,
            K::TooManyPeriods,
            K::PeriodAfterSuddenDeath,
            K::MissingTime,
            K::Unexpected('x'),
            K::SubSecond,
        ];
        kinds
            .into_iter()
            .map(|kind| TimeControlError {
                input: "15m+10x".into(),
                column: 7,
                kind,
            })
            .collect()
    }
}
