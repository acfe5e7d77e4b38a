//! The new-game dialog: mode, rule set, time control (a preset or a typed spec),
//! player names and start position (the standard one or a FEN). The same choices
//! can be given on the command line (`chuhe play --mode ... --fen ...`).

use crate::adjudication::RuleSet;
use crate::lang::Lang;
use crate::match_control::Mode;
use crate::rules::{Position, START_FEN};

use super::game::GameSetup;

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

const MODES: [Mode; 3] = [Mode::Casual, Mode::Practice, Mode::Tournament];
const RULES: [RuleSet; 3] = [RuleSet::Cxa, RuleSet::Axf, RuleSet::Folk];

/// Time-control presets offered with ←/→: the rule book's 6.1–6.5 and common
/// modern controls. The empty string is an untimed game.
pub const TIME_PRESETS: [&str; 9] = [
    "", "6.1", "6.2", "6.3", "6.4", "6.5", "15m+10s", "5m+3s", "10m",
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    pub focus: Field,
    pub mode: Mode,
    pub rules: RuleSet,
    pub time: String,
    pub red: String,
    pub black: String,
    /// A FEN, or empty for the standard start.
    pub start: String,
    pub error: Option<String>,
}

const MAX_FIELD_CHARS: usize = 96;

impl NewGameForm {
    pub fn from_setup(s: &GameSetup) -> NewGameForm {
        NewGameForm {
            focus: Field::Mode,
            mode: s.mode,
            rules: s.rules,
            time: s.time.clone().unwrap_or_default(),
            red: s.red.clone(),
            black: s.black.clone(),
            start: if s.start_fen == START_FEN {
                String::new()
            } else {
                s.start_fen.clone()
            },
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
        fn step<T: Copy + PartialEq>(all: &[T], now: T, forward: bool) -> T {
            let i = all.iter().position(|x| *x == now).unwrap_or(0);
            let n = all.len();
            all[if forward {
                (i + 1) % n
            } else {
                (i + n - 1) % n
            }]
        }
        match self.focus {
            Field::Mode => self.mode = step(&MODES, self.mode, forward),
            Field::Rules => self.rules = step(&RULES, self.rules, forward),
            Field::Time => {
                let now = TIME_PRESETS
                    .iter()
                    .copied()
                    .find(|p| *p == self.time)
                    .unwrap_or("");
                self.time = step(&TIME_PRESETS, now, forward).to_string();
            }
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

    /// The setup the form describes, or what is wrong with it.
    pub fn setup(&self, lang: Lang) -> Result<GameSetup, String> {
        let fen = self.start.trim();
        let start_fen = if fen.is_empty() {
            START_FEN.to_string()
        } else {
            Position::from_fen(fen).map_err(|e| match lang {
                Lang::Zh => format!("开局局面 (FEN) 有误：{e}"),
                Lang::En => format!("start position (FEN): {e}"),
            })?;
            fen.to_string()
        };
        let time = self.time.trim();
        Ok(GameSetup {
            mode: self.mode,
            rules: self.rules,
            time: (!time.is_empty()).then(|| time.to_string()),
            red: self.red.trim().to_string(),
            black: self.black.trim().to_string(),
            start_fen,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_cycle_and_text_is_typed() {
        let mut f = NewGameForm::from_setup(&GameSetup::default());
        f.cycle(true);
        assert_eq!(f.mode, Mode::Practice);
        f.cycle(false);
        f.cycle(false);
        assert_eq!(f.mode, Mode::Tournament);
        f.next_field(true);
        f.next_field(true);
        assert_eq!(f.focus, Field::Time);
        f.cycle(true);
        assert_eq!(f.time, "6.1");
        f.next_field(true);
        for c in "张三".chars() {
            f.type_char(c);
        }
        f.erase();
        let s = f.setup(Lang::En).unwrap();
        assert_eq!(s.red, "张");
        assert_eq!(s.time.as_deref(), Some("6.1"));
        assert_eq!(s.mode, Mode::Tournament);
        assert_eq!(s.start_fen, START_FEN);
    }

    #[test]
    fn a_bad_start_position_is_explained() {
        let mut f = NewGameForm::from_setup(&GameSetup::default());
        f.focus = Field::Start;
        for c in "9/9/9 w".chars() {
            f.type_char(c);
        }
        let e = f.setup(Lang::En).unwrap_err();
        assert!(e.starts_with("start position (FEN)"), "{e}");
    }
}
