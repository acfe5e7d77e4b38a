//! Choosing a game: mode, rule set, time control (a preset or a typed spec), player
//! names and start position (the standard one or a FEN) — in the new-game dialog or
//! on the command line (`chuhe play --mode ... --time ... --fen ...`). Both give a
//! [`GameSetup`], checked into the referee's [`MatchConfig`].

use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{MatchConfig, Mode, PRESETS, TimeControl};
use chuhe_core::rules::{Position, START_FEN};

use super::game::hot_seat_config;

/// What a player chooses before the first move, as text where it is typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSetup {
    pub mode: Mode,
    pub rules: RuleSet,
    /// A preset name or spec; `None`: the mode's default (tournament 15m+10s,
    /// otherwise untimed).
    pub time: Option<String>,
    pub red: String,
    pub black: String,
    pub start_fen: String,
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            mode: Mode::Casual,
            rules: RuleSet::Cxa,
            time: None,
            red: String::new(),
            black: String::new(),
            start_fen: START_FEN.to_string(),
        }
    }
}

/// What is wrong with a setup, and in which field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub field: Field,
    pub message: String,
}

impl GameSetup {
    pub fn from_config(c: &MatchConfig) -> GameSetup {
        GameSetup {
            mode: c.mode,
            rules: c.rules,
            time: Some(c.time_control.to_string()),
            red: c.red.clone(),
            black: c.black.clone(),
            start_fen: c.start.fen(),
        }
    }

    /// The referee's configuration for this setup (hot-seat defaults of the mode).
    pub fn to_config(&self, lang: Lang) -> Result<MatchConfig, SetupError> {
        let mut c = hot_seat_config(self.mode);
        c.rules = self.rules;
        if let Some(t) = self
            .time
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            c.time_control = TimeControl::parse(t).map_err(|e| SetupError {
                field: Field::Time,
                message: UiText::BadTimeControl(e.render(lang)).render(lang),
            })?;
        }
        c.start = Position::from_fen(self.start_fen.trim()).map_err(|e| SetupError {
            field: Field::Start,
            message: UiText::BadStartFen(e.render(lang)).render(lang),
        })?;
        c.red = self.red.trim().to_string();
        c.black = self.black.trim().to_string();
        Ok(c)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    Mode,
    Rules,
    Time,
    Red,
    Black,
    Start,
}

impl Field {
    pub const ALL: [Field; 6] = [
        Field::Mode,
        Field::Rules,
        Field::Time,
        Field::Red,
        Field::Black,
        Field::Start,
    ];

    /// Fields whose value is typed (the others are cycled with ←/→).
    pub fn is_text(self) -> bool {
        matches!(self, Field::Time | Field::Red | Field::Black | Field::Start)
    }
}

/// The modes and rule sets ←/→ cycle through, here and in the new-event dialog.
pub(crate) const MODES: [Mode; 3] = [Mode::Casual, Mode::Practice, Mode::Tournament];
pub(crate) const RULES: [RuleSet; 3] = [RuleSet::Cxa, RuleSet::Axf, RuleSet::Folk];

/// The choice after (or before) `now` in `all`, round the end; an unknown `now` counts
/// as the first.
pub(crate) fn step<T: Copy + PartialEq>(all: &[T], now: T, forward: bool) -> T {
    let i = all.iter().position(|x| *x == now).unwrap_or(0);
    let n = all.len();
    all[if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    }]
}

/// The time control a mode starts with, as the dialogs show it.
pub(crate) fn default_time(mode: Mode) -> String {
    hot_seat_config(mode).time_control.to_string()
}

/// The preset after (or before) the time `now`; a typed spec that is no preset's
/// name counts as "untimed".
pub(crate) fn next_preset(now: &str, forward: bool) -> String {
    let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    let now = names
        .iter()
        .copied()
        .find(|p| *p == now)
        .unwrap_or("untimed");
    step(&names, now, forward).to_string()
}

/// The mode after (or before) `mode`; a time left at the old mode's default follows
/// the mode.
pub(crate) fn next_mode(mode: Mode, time: &mut String, forward: bool) -> Mode {
    let next = step(&MODES, mode, forward);
    if *time == default_time(mode) {
        *time = default_time(next);
    }
    next
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    pub focus: Field,
    pub mode: Mode,
    pub rules: RuleSet,
    /// A preset name or spec.
    pub time: String,
    pub red: String,
    pub black: String,
    /// A FEN, or empty for the standard start.
    pub start: String,
    pub error: Option<String>,
}

const MAX_FIELD_CHARS: usize = 96;

impl NewGameForm {
    pub fn from_config(c: &MatchConfig) -> NewGameForm {
        let fen = c.start.fen();
        NewGameForm {
            focus: Field::Mode,
            mode: c.mode,
            rules: c.rules,
            time: c.time_control.to_string(),
            red: c.red.clone(),
            black: c.black.clone(),
            start: if fen == START_FEN { String::new() } else { fen },
            error: None,
        }
    }

    pub fn next_field(&mut self, forward: bool) {
        let i = Field::ALL
            .iter()
            .position(|f| *f == self.focus)
            .unwrap_or(0);
        let n = Field::ALL.len();
        self.focus = Field::ALL[if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        }];
    }

    /// ←/→ on the focused field: cycle the choices (for the time, the presets).
    pub fn cycle(&mut self, forward: bool) {
        match self.focus {
            Field::Mode => self.mode = next_mode(self.mode, &mut self.time, forward),
            Field::Rules => self.rules = step(&RULES, self.rules, forward),
            Field::Time => self.time = next_preset(&self.time, forward),
            _ => {}
        }
        self.error = None;
    }

    fn text_mut(&mut self) -> Option<&mut String> {
        match self.focus {
            Field::Time => Some(&mut self.time),
            Field::Red => Some(&mut self.red),
            Field::Black => Some(&mut self.black),
            Field::Start => Some(&mut self.start),
            Field::Mode | Field::Rules => None,
        }
    }

    pub fn type_char(&mut self, c: char) {
        if c.is_control() {
            return;
        }
        if let Some(t) = self.text_mut()
            && t.chars().count() < MAX_FIELD_CHARS
        {
            t.push(c);
        }
        self.error = None;
    }

    pub fn erase(&mut self) {
        if let Some(t) = self.text_mut() {
            t.pop();
        }
        self.error = None;
    }

    pub fn setup(&self) -> GameSetup {
        let fen = self.start.trim();
        GameSetup {
            mode: self.mode,
            rules: self.rules,
            time: Some(self.time.clone()),
            red: self.red.clone(),
            black: self.black.clone(),
            start_fen: if fen.is_empty() {
                START_FEN.to_string()
            } else {
                fen.to_string()
            },
        }
    }

    /// The configuration the form describes; on a mistake, the focus goes to the
    /// field at fault and the message is kept for the dialog.
    pub fn config(&mut self, lang: Lang) -> Option<MatchConfig> {
        match self.setup().to_config(lang) {
            Ok(c) => Some(c),
            Err(e) => {
                self.focus = e.field;
                self.error = Some(e.message);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_time_is_explained_in_chinese_under_zh() {
        // Seen: the parser's English ("unknown time unit") inside the Chinese message.
        let mut f = NewGameForm::from_config(&hot_seat_config(Mode::Casual));
        f.time = "15m+10x".into();
        let zh = f.setup().to_config(Lang::Zh).unwrap_err().message;
        assert!(zh.contains("不认识的时间单位“x”"), "{zh}");
        assert!(
            !zh.chars().any(|c| c.is_ascii_alphabetic()
                && c != 'm'
                && c != 's'
                && c != 'h'
                && c != 'x'),
            "{zh}"
        );
        let en = f.setup().to_config(Lang::En).unwrap_err().message;
        assert!(en.contains("unknown time unit 'x'"), "{en}");
    }

    #[test]
    fn fields_cycle_and_text_is_typed() {
        let mut f = NewGameForm::from_config(&hot_seat_config(Mode::Casual));
        assert_eq!(f.time, "untimed");
        f.cycle(true);
        assert_eq!(f.mode, Mode::Practice);
        f.cycle(false);
        f.cycle(false);
        assert_eq!(f.mode, Mode::Tournament);
        assert_eq!(f.time, "15m+10s", "the time follows the mode's default");
        f.next_field(true);
        f.next_field(true);
        assert_eq!(f.focus, Field::Time);
        f.cycle(false);
        assert_eq!(f.time, "6.5");
        f.next_field(true);
        for c in "张三".chars() {
            f.type_char(c);
        }
        f.erase();
        let c = f.config(Lang::En).unwrap();
        assert_eq!(c.red, "张");
        assert_eq!(c.time_control.to_string(), "60m");
        assert_eq!(c.mode, Mode::Tournament);
        assert_eq!(c.start, Position::startpos());
    }

    #[test]
    fn a_mistake_is_explained_and_its_field_focused() {
        let mut f = NewGameForm::from_config(&hot_seat_config(Mode::Casual));
        f.start = "9/9/9 w".into();
        assert!(f.config(Lang::En).is_none());
        assert_eq!(f.focus, Field::Start);
        assert!(
            f.error
                .as_deref()
                .unwrap()
                .starts_with("start position (FEN)")
        );
        f.start.clear();
        f.time = "ninety".into();
        assert!(f.config(Lang::Zh).is_none());
        assert_eq!(f.focus, Field::Time);
        assert!(f.error.as_deref().unwrap().contains("用时设定有误"));
    }
}
