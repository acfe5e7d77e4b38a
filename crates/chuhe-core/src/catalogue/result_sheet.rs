//! The result sheet of a game (10.1, `match_control::ResultSheet`), one item a line.

use super::arbiter::{fouls_en, fouls_zh};
use super::examples::Examples;
use super::match_control::{end_reason_en, end_reason_zh};
use super::time_control::{time_control_en, time_control_zh};
use super::ui::Msg;
use super::words::{
    mode_en, mode_zh, outcome_en, outcome_zh, rules_en, rules_zh, side_en, side_zh,
};
use crate::adjudication::RuleSet;
use crate::lang::{Lang, Render};
use crate::match_control::{Foul, FoulKind, Mode, ResultSheet, TimeControl, Verdict, clock_text};
use crate::rules::Color;

/// The result sheet (10.1), one item a line.
impl Render for ResultSheet {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => result_sheet_zh(self),
            Lang::En => result_sheet_en(self),
        }
    }
}

fn result_sheet_zh(s: &ResultSheet) -> String {
    let mut out = vec!["对局结果 (10.1)".to_string()];
    // A side without a name is not named twice ("红方：红方"); with no names at
    // all the line is left out (the lines below name the sides).
    // The line is there when a side has a name; beside it an unknown name is a
    // dash, so that the line still reads as two entries.
    let name = |c: Color, n: &str| match n.trim() {
        "" => format!("{}：—", side_zh(c)),
        n => format!("{}：{n}", side_zh(c)),
    };
    if !(s.red.trim().is_empty() && s.black.trim().is_empty()) {
        out.push(format!(
            "{}   {}",
            name(Color::Red, &s.red),
            name(Color::Black, &s.black)
        ));
    }
    out.push(format!(
        "{}{} {} — {}",
        Msg::ResultLabel.text(Lang::Zh),
        outcome_zh(s.verdict.outcome),
        s.verdict.outcome.pgn(),
        end_reason_zh(&s.verdict.reason, s.verdict.outcome)
    ));
    out.push(format!("回合：{}（{}着）", s.moves, s.plies));
    let per_side = |label: &str, value: &dyn Fn(Color) -> String| {
        format!(
            "{label}{} {}   {} {}",
            side_zh(Color::Red),
            value(Color::Red),
            side_zh(Color::Black),
            value(Color::Black)
        )
    };
    out.push(per_side("用时：", &|c| {
        clock_text(s.time_used[c.index()])
    }));
    out.push(per_side("犯规：", &|c| fouls_zh(&s.fouls[c.index()])));
    if s.presses_without_move.iter().any(|&n| n > 0) {
        out.push(per_side("未走棋先按钟 (4.1.9)：", &|c| {
            s.presses_without_move[c.index()].to_string()
        }));
    }
    if s.mode != Mode::Casual {
        out.push(per_side("记录 (7)：", &|c| {
            let (m, w) = (s.entries_missing[c.index()], s.entries_wrong[c.index()]);
            format!("漏记{m} 错记{w}")
        }));
    }
    out.push(format!(
        "规则：{}   模式：{}",
        rules_zh(s.rules),
        mode_zh(s.mode)
    ));
    // Not "计时：不计时": an untimed game has no time limit.
    out.push(match s.time_control.is_untimed() {
        true => "时限：无".to_string(),
        false => format!("时限：{}", time_control_zh(&s.time_control)),
    });
    out.push(format!("FEN: {}", s.final_fen));
    out.join("\n")
}

fn result_sheet_en(s: &ResultSheet) -> String {
    let mut out = vec!["Result sheet (10.1)".to_string()];
    // A side without a name is not named twice ("Red: Red"); with no names at
    // all the line is left out (the lines below name the sides).
    // The line is there when a side has a name; beside it an unknown name is a
    // dash, so that the line still reads as two entries.
    let name = |c: Color, n: &str| match n.trim() {
        "" => format!("{}: —", side_en(c)),
        n => format!("{}: {n}", side_en(c)),
    };
    if !(s.red.trim().is_empty() && s.black.trim().is_empty()) {
        out.push(format!(
            "{}   {}",
            name(Color::Red, &s.red),
            name(Color::Black, &s.black)
        ));
    }
    out.push(format!(
        "{}{} {} — {}",
        Msg::ResultLabel.text(Lang::En),
        outcome_en(s.verdict.outcome),
        s.verdict.outcome.pgn(),
        end_reason_en(&s.verdict.reason, s.verdict.outcome)
    ));
    out.push(format!("Moves: {} ({} plies)", s.moves, s.plies));
    let per_side = |label: &str, value: &dyn Fn(Color) -> String| {
        format!(
            "{label}{} {}   {} {}",
            side_en(Color::Red),
            value(Color::Red),
            side_en(Color::Black),
            value(Color::Black)
        )
    };
    out.push(per_side("Time used: ", &|c| {
        clock_text(s.time_used[c.index()])
    }));
    out.push(per_side("Fouls: ", &|c| fouls_en(&s.fouls[c.index()])));
    if s.presses_without_move.iter().any(|&n| n > 0) {
        out.push(per_side("Presses before moving (4.1.9): ", &|c| {
            s.presses_without_move[c.index()].to_string()
        }));
    }
    if s.mode != Mode::Casual {
        out.push(per_side("Scoresheets (7): ", &|c| {
            let (m, w) = (s.entries_missing[c.index()], s.entries_wrong[c.index()]);
            format!("{m} missing, {w} wrong")
        }));
    }
    out.push(format!(
        "Rules: {}   Mode: {}",
        rules_en(s.rules),
        mode_en(s.mode)
    ));
    out.push(match s.time_control.is_untimed() {
        true => "Time control: none".to_string(),
        false => format!("Time control: {}", time_control_en(&s.time_control)),
    });
    out.push(format!("FEN: {}", s.final_fen));
    out.join("\n")
}

impl Examples for ResultSheet {
    fn examples() -> Vec<ResultSheet> {
        let sheet = |red: &str, black: &str, mode, time_control: TimeControl| ResultSheet {
            red: red.into(),
            black: black.into(),
            verdict: Verdict::examples().swap_remove(3),
            moves: 23,
            plies: 45,
            time_used: [std::time::Duration::from_secs(1500); 2],
            fouls: [
                vec![],
                vec![Foul {
                    kind: FoulKind::RecordingLapse,
                    ply: 30,
                }],
            ],
            presses_without_move: [1, 0],
            entries_missing: [0, 2],
            entries_wrong: [1, 0],
            rules: RuleSet::Cxa,
            mode,
            time_control,
            final_fen: "4k4/9/9/9/9/9/9/9/9/4K4 w".into(),
        };
        let timed = TimeControl::preset("6.1").unwrap_or_default();
        vec![
            sheet("", "", Mode::Casual, TimeControl::untimed()),
            sheet("胡荣华", "", Mode::Tournament, timed.clone()),
            sheet("胡荣华", "杨官璘", Mode::Practice, timed),
        ]
    }
}
