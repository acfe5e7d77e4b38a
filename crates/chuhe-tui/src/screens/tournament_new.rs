//! The new-event dialog: what `chuhe tournament new`
//! takes on the command line, in the TUI — the name, the file, the system (with its
//! rounds, games a match, or groups), the scoring (14.1), the rules, the time control,
//! the mode, then the players in seed order: added with an optional rating, removed,
//! moved up or down a seed. It is opened from the file picker (`N`), from the
//! tournament screen (`N`), or by `chuhe tournament open FILE` on a file that does not
//! exist yet.
//!
//! Every check is the core's: the players are entered through `Event::add_player`
//! (an empty or duplicate name is refused there), the settings through `Event::new`,
//! and the event must be one whose first round the core can pair (a trial pairing of
//! a copy: too few players, or groups that cannot be made, are refused before the
//! file exists). Creating writes the event file atomically through the app, as the
//! tournament screen writes every change, and never over an existing file (as
//! `store::create`); the tournament screen then opens on it.

use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{Mode, TimeControl};
use chuhe_tournament::Settings;
use chuhe_tournament::{
    Event, Grouping, Scoring, Seeding, System, TeamFormat, TeamSettings, TournamentError,
    pair_next_round, rosters_of_entries,
};

use super::study_board::draw_hints;
use super::tournament::{TournamentScreen, system_name};
use super::{Cx, Effect, Screen};
use crate::action::{Action, Dir};
use crate::app::StatusKind;
use crate::i18n::{self, Msg};
use crate::keys::{self, Binding};
use crate::new_game::{RULES, default_time, next_mode, next_preset, step};
use crate::theme::Role;
use crate::view::put;

/// A field of the dialog, in the order Tab visits them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    File,
    System,
    /// Swiss only.
    Rounds,
    /// Knockout and double elimination only (13.5).
    MatchGames,
    /// The grouped round robin only (11.3).
    Groups,
    Advance,
    Scoring,
    Rules,
    Time,
    Mode,
    Player,
    Rating,
    /// The players entered, in seed order.
    Players,
}

const ALL_FIELDS: [Field; 14] = [
    Field::Name,
    Field::File,
    Field::System,
    Field::Rounds,
    Field::MatchGames,
    Field::Groups,
    Field::Advance,
    Field::Scoring,
    Field::Rules,
    Field::Time,
    Field::Mode,
    Field::Player,
    Field::Rating,
    Field::Players,
];

pub const SYSTEMS: [System; 6] = System::ALL;
const SCORINGS: [Scoring; 3] = [
    Scoring::Standard,
    Scoring::TwoOneZero,
    Scoring::ThreeOneZero,
];

const MAX_FIELD_CHARS: usize = 96;

impl Field {
    fn label(self) -> Msg {
        match self {
            Field::Name => Msg::TnewName,
            Field::File => Msg::TnewFile,
            Field::System => Msg::TnewSystem,
            Field::Rounds => Msg::TnewRounds,
            Field::MatchGames => Msg::TnewMatchGames,
            Field::Groups => Msg::TnewGroups,
            Field::Advance => Msg::TnewAdvance,
            Field::Scoring => Msg::TnewScoring,
            Field::Rules => Msg::TnewRules,
            Field::Time => Msg::TnewTime,
            Field::Mode => Msg::TnewMode,
            Field::Player => Msg::TnewPlayer,
            Field::Rating => Msg::TnewRating,
            Field::Players => Msg::TnewPlayer,
        }
    }

    /// Whether the field shows for `system`.
    fn shown_for(self, system: System) -> bool {
        match self {
            Field::Rounds => system == System::Swiss,
            Field::MatchGames => system.is_elimination(),
            Field::Groups | Field::Advance => system == System::GroupedRoundRobin,
            _ => true,
        }
    }

    fn is_choice(self) -> bool {
        matches!(
            self,
            Field::System | Field::MatchGames | Field::Scoring | Field::Rules | Field::Mode
        )
    }
}

/// The new-event dialog.
pub struct TournamentNew {
    pub focus: Field,
    pub name: String,
    pub file: String,
    pub system: System,
    /// Swiss rounds, groups and players going to the final: typed; empty is the
    /// system's default (rounds: ⌈log2 players⌉ + 1).
    pub rounds: String,
    pub match_games: u32,
    pub groups: String,
    pub advance: String,
    pub scoring: Scoring,
    pub rules: RuleSet,
    pub time: String,
    pub mode: Mode,
    pub player: String,
    pub rating: String,
    /// The players entered, seed 1 first.
    pub players: Vec<(String, Option<u32>)>,
    /// The chosen row of the list.
    pub chosen: usize,
    /// What is wrong, shown until the next key.
    pub error: Option<String>,
    /// The text in the focused field was just refused: it stays shown, marked, and
    /// the next character typed replaces it (as a selected text would).
    refused_text: bool,
    /// Esc or Ctrl-C asked, with players entered: `y` leaves.
    asking_leave: Option<Effect>,
}

impl TournamentNew {
    /// The dialog for a file in `dir`, named `tournament.json` until changed.
    pub fn in_dir(dir: &Path) -> TournamentNew {
        TournamentNew::for_file(&dir.join("tournament.json"))
    }

    /// The dialog for `file` (`chuhe tournament open FILE` on a file not made yet).
    pub fn for_file(file: &Path) -> TournamentNew {
        let here = std::env::current_dir().ok();
        let shown = here
            .as_deref()
            .and_then(|h| file.strip_prefix(h).ok())
            .unwrap_or(file);
        TournamentNew {
            focus: Field::Name,
            name: String::new(),
            file: shown.display().to_string(),
            system: System::RoundRobin,
            rounds: String::new(),
            match_games: 1,
            groups: String::new(),
            advance: String::new(),
            scoring: Scoring::Standard,
            rules: RuleSet::Cxa,
            time: default_time(Mode::Tournament),
            mode: Mode::Tournament,
            player: String::new(),
            rating: String::new(),
            players: Vec::new(),
            chosen: 0,
            error: None,
            refused_text: false,
            asking_leave: None,
        }
    }

    /// The fields shown for the system chosen, in Tab order.
    pub fn fields(&self) -> Vec<Field> {
        ALL_FIELDS
            .into_iter()
            .filter(|f| f.shown_for(self.system))
            .collect()
    }

    fn next_field(&mut self, forward: bool) {
        let fields = self.fields();
        self.focus = step(&fields, self.focus, forward);
    }

    fn text_mut(&mut self) -> Option<&mut String> {
        match self.focus {
            Field::Name => Some(&mut self.name),
            Field::File => Some(&mut self.file),
            Field::Rounds => Some(&mut self.rounds),
            Field::Groups => Some(&mut self.groups),
            Field::Advance => Some(&mut self.advance),
            Field::Time => Some(&mut self.time),
            Field::Player => Some(&mut self.player),
            Field::Rating => Some(&mut self.rating),
            _ => None,
        }
    }

    /// ←/→ on a choice (on the time, the presets, as in the new-game dialog).
    fn cycle(&mut self, forward: bool) {
        match self.focus {
            Field::System => self.system = step(&SYSTEMS, self.system, forward),
            Field::MatchGames => self.match_games = if self.match_games == 1 { 2 } else { 1 },
            Field::Scoring => self.scoring = step(&SCORINGS, self.scoring, forward),
            Field::Rules => self.rules = step(&RULES, self.rules, forward),
            Field::Mode => self.mode = next_mode(self.mode, &mut self.time, forward),
            Field::Time => self.time = next_preset(&self.time, forward),
            _ => {}
        }
    }

    /// A typed whole number, or none for an empty field.
    fn number(text: &str, field: Field, lang: Lang) -> Result<Option<u32>, String> {
        let t = text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        t.parse().map(Some).map_err(|_| {
            UiText::TnewBadNumber {
                field: field.label().text(lang).to_string(),
                text: t.to_string(),
            }
            .render(lang)
        })
    }

    /// Adds the player typed, through the core's own check (an empty or a duplicate
    /// name is refused there); the focus goes back to the name for the next one.
    pub fn add_player(&mut self, lang: Lang) -> Result<(), String> {
        if self.player.trim().is_empty() {
            return Err(Msg::TnewEmptyName.text(lang).to_string());
        }
        let rating = Self::number(&self.rating, Field::Rating, lang)?;
        let mut scratch = Event::new(Settings::new("", System::Swiss), &self.players)
            .map_err(|e| refusal(&e, self.players.len(), lang))?;
        scratch
            .add_player(&self.player, rating)
            .map_err(|e| refusal(&e, self.players.len(), lang))?;
        self.players.push((self.player.trim().to_string(), rating));
        self.chosen = self.players.len() - 1;
        self.player.clear();
        self.rating.clear();
        self.focus = Field::Player;
        Ok(())
    }

    fn move_seed(&mut self, up: bool) {
        let i = self.chosen;
        let j = if up {
            i.checked_sub(1)
        } else {
            Some(i + 1).filter(|j| *j < self.players.len())
        };
        if let Some(j) = j {
            self.players.swap(i, j);
            self.chosen = j;
        }
    }

    fn remove_chosen(&mut self) {
        if self.chosen < self.players.len() {
            self.players.remove(self.chosen);
            self.chosen = self.chosen.min(self.players.len().saturating_sub(1));
        }
    }

    /// The file to create: the `.json` an event file is recognised by is added when
    /// the name typed has another ending or none.
    pub fn path(&self) -> PathBuf {
        let mut p = PathBuf::from(self.file.trim());
        if p.extension().is_none_or(|e| e != "json") {
            let mut name = p.file_name().unwrap_or_default().to_os_string();
            name.push(".json");
            p.set_file_name(name);
        }
        p
    }

    /// The event the dialog describes, checked by the core; on a mistake, the field
    /// at fault is focused and the reason given.
    pub fn event(&mut self, lang: Lang) -> Result<Event, String> {
        let fail = |this: &mut TournamentNew, field: Field, why: String| {
            this.focus = field;
            why
        };
        let path = self.path();
        let name = match self.name.trim() {
            "" => path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
            n => n.to_string(),
        };
        let mut s = Settings::new(&name, self.system);
        s.scoring = self.scoring;
        s.rules = self.rules;
        s.mode = self.mode;
        s.seed = clock_seed();
        if self.system.is_elimination() {
            s.match_games = self.match_games;
        }
        if self.system == System::Swiss {
            s.rounds = Self::number(&self.rounds, Field::Rounds, lang)
                .map_err(|e| fail(self, Field::Rounds, e))?;
        }
        if self.system == System::GroupedRoundRobin {
            let groups = Self::number(&self.groups, Field::Groups, lang)
                .map_err(|e| fail(self, Field::Groups, e))?;
            let advance = Self::number(&self.advance, Field::Advance, lang)
                .map_err(|e| fail(self, Field::Advance, e))?;
            // Empty: two groups, the winner of each to the final.
            s.grouping = Some(Grouping::new(
                groups.unwrap_or(2),
                advance.unwrap_or(1),
                Seeding::Rating,
            ));
        }
        // The new-game dialog's parser, and its catalogue errors.
        // An empty time is the mode's default, as in the new-game dialog.
        let time = match self.time.trim() {
            "" => default_time(self.mode),
            t => t.to_string(),
        };
        s.time_control = TimeControl::parse(&time).map_err(|e| {
            let why = UiText::BadTimeControl(e.render(lang)).render(lang);
            fail(self, Field::Time, why)
        })?;
        let n = self.players.len();
        // Players entered as "TEAM:NAME" make a team event (12),
        // fixed boards (12.1) in the order entered, as `--teams` does on the command line.
        let players = match rosters_of_entries(&self.players) {
            Ok(None) => self.players.clone(),
            Ok(Some(rosters)) => {
                s.teams = Some(TeamSettings {
                    format: TeamFormat::FixedBoards,
                    boards: None,
                    rosters,
                    tiebreaks: None,
                });
                Vec::new()
            }
            Err(i) => {
                self.chosen = i;
                let why = UiText::TnewNoTeam(self.players[i].0.clone()).render(lang);
                return Err(fail(self, Field::Players, why));
            }
        };
        let event = Event::new(s, &players).map_err(|e| {
            let field = match e {
                TournamentError::DuplicatePlayer(_) => Field::Players,
                _ if self.system == System::GroupedRoundRobin => Field::Groups,
                _ => Field::System,
            };
            fail(self, field, refusal(&e, n, lang))
        })?;
        // The core pairs round 1 of a copy: what it refuses (too few players, groups
        // that cannot be made) is refused now, before the file exists.
        if let Err(e) = pair_next_round(&mut event.clone()) {
            return Err(fail(self, Field::Player, refusal(&e, n, lang)));
        }
        Ok(event)
    }

    /// Ctrl-S: the file written (never over another), then the tournament screen on it.
    fn create(&mut self, lang: Lang) -> Vec<Effect> {
        let event = match self.event(lang) {
            Ok(e) => e,
            Err(why) => return self.refuse(why),
        };
        let path = self.path();
        if path.exists() {
            self.focus = Field::File;
            return self.refuse(UiText::TnewExists(path.display().to_string()).render(lang));
        }
        let players = event.players.len();
        let screen = TournamentScreen::new(path.clone(), event);
        vec![
            screen.save(),
            Effect::Status(
                StatusKind::Ok,
                UiText::TnewCreated {
                    path: path.display().to_string(),
                    players,
                }
                .render(lang),
            ),
            Effect::Replace(Box::new(screen)),
        ]
    }

    fn refuse(&mut self, why: String) -> Vec<Effect> {
        self.error = Some(why);
        Vec::new()
    }

    /// Leaving asks first when players would be lost.
    fn leave(&mut self, how: Effect, lang: Lang) -> Vec<Effect> {
        if self.players.is_empty() {
            return vec![how];
        }
        self.asking_leave = Some(how);
        vec![Effect::Status(
            StatusKind::Warning,
            Msg::TnewDiscardAsk.text(lang).to_string(),
        )]
    }

    /// A choice's value as shown.
    fn value(&self, field: Field, lang: Lang) -> String {
        let auto = || Msg::TnewAuto.text(lang).to_string();
        let or_auto = |t: &str| {
            if t.is_empty() && self.focus != field {
                auto()
            } else {
                t.to_string()
            }
        };
        match field {
            Field::Name => self.name.clone(),
            Field::File => self.file.clone(),
            Field::System => system_name(self.system, lang),
            Field::Rounds => or_auto(&self.rounds),
            Field::MatchGames => self.match_games.to_string(),
            Field::Groups => or_auto(&self.groups),
            Field::Advance => or_auto(&self.advance),
            Field::Scoring => self.scoring.as_str().to_string(),
            Field::Rules => i18n::rules(lang, self.rules),
            Field::Time => self.time.clone(),
            Field::Mode => i18n::mode(lang, self.mode),
            Field::Player => self.player.clone(),
            Field::Rating => self.rating.clone(),
            Field::Players => String::new(),
        }
    }
}

/// The core's refusal in the catalogue's words where the catalogue has them.
fn refusal(e: &TournamentError, players: usize, lang: Lang) -> String {
    match e {
        TournamentError::DuplicatePlayer(name) => UiText::TnewDuplicate(name.clone()).render(lang),
        // The core's pairing refuses an event of fewer than two (round_robin.rs,
        // pairing.rs, knockout.rs): said as such.
        TournamentError::Refused(_) if players < 2 => UiText::TnewTooFew(players).render(lang),
        other => UiText::TourRefused(other.render(lang)).render(lang),
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

impl Screen for TournamentNew {
    fn name(&self) -> &'static str {
        "new tournament"
    }

    fn keys(&self) -> &'static [Binding] {
        if self.asking_leave.is_some() {
            keys::PROMPT
        } else if self.focus == Field::Players {
            keys::TOURNAMENT_NEW_LIST
        } else {
            keys::TOURNAMENT_NEW
        }
    }

    fn takes_text(&self) -> bool {
        self.asking_leave.is_none() && self.focus != Field::Players
    }

    fn help_keys(&self, lang: Lang) -> Vec<(String, Msg)> {
        // The fields' keys, then the list's own.
        let mut lines = keys::help_lines_of(keys::TOURNAMENT_NEW, lang);
        for (k, m) in keys::help_lines_of(keys::TOURNAMENT_NEW_LIST, lang) {
            if !lines.iter().any(|(_, have)| *have == m) {
                lines.push((k, m));
            }
        }
        lines
    }

    fn has_unsaved_work(&self) -> bool {
        !self.players.is_empty()
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let lang = cx.look.lang;
        if let Some(how) = self.asking_leave.take() {
            return if action == Action::Yes {
                vec![Effect::ClearStatus, how]
            } else {
                vec![Effect::ClearStatus]
            };
        }
        self.error = None;
        // A refused text is replaced by what is typed next; any other key keeps it.
        let refused = std::mem::take(&mut self.refused_text);
        let typing = matches!(action, Action::Type(c) if !c.is_control())
            || matches!(action, Action::Paste(_));
        if refused
            && typing
            && let Some(t) = self.text_mut()
        {
            t.clear();
        }
        match action {
            Action::NextField => self.next_field(true),
            Action::PrevField => self.next_field(false),
            Action::Choice(d) if self.focus.is_choice() || self.focus == Field::Time => {
                self.cycle(d == Dir::Right)
            }
            Action::Type(c) if !c.is_control() => {
                if let Some(t) = self.text_mut()
                    && t.chars().count() < MAX_FIELD_CHARS
                {
                    t.push(c);
                }
            }
            Action::Paste(text) => {
                for c in text.chars().filter(|c| !c.is_control()) {
                    if let Some(t) = self.text_mut()
                        && t.chars().count() < MAX_FIELD_CHARS
                    {
                        t.push(c);
                    }
                }
            }
            Action::Erase => {
                if let Some(t) = self.text_mut() {
                    t.pop();
                }
            }
            // Enter: on the player or the rating, adds the player; elsewhere, the
            // next field.
            Action::AddPlayer => match self.focus {
                Field::Player | Field::Rating => {
                    if let Err(why) = self.add_player(lang) {
                        self.refused_text = true;
                        return self.refuse(why);
                    }
                }
                _ => self.next_field(true),
            },
            Action::Cursor(Dir::Up) => self.chosen = self.chosen.saturating_sub(1),
            Action::Cursor(Dir::Down) => {
                self.chosen = (self.chosen + 1).min(self.players.len().saturating_sub(1))
            }
            Action::SeedUp => self.move_seed(true),
            Action::SeedDown => self.move_seed(false),
            Action::RemovePlayer => self.remove_chosen(),
            Action::CreateEvent => return self.create(lang),
            Action::Help => return vec![Effect::Look(Action::Help)],
            Action::Cancel => return self.leave(Effect::Pop, lang),
            Action::Quit => return self.leave(Effect::Quit, lang),
            _ => {}
        }
        vec![Effect::ClearStatus]
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        let theme = &cx.look.theme;
        let lang = cx.look.lang;
        if area.height < 8 || area.width < 20 {
            return;
        }
        let buf = frame.buffer_mut();
        // Rows below the body (the message and the hints' rows, or past a short
        // screen's end) are given no height, so nothing is written there.
        let body_end = area.height - 2;
        let row = |i: u16| Rect::new(area.x, area.y + i, area.width, u16::from(i < body_end));
        let last = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
        put(
            buf,
            row(0),
            1,
            Msg::TnewTitle.text(lang),
            theme.style(Role::Title),
        );
        let label_w = ALL_FIELDS
            .iter()
            .map(|f| f.label().text(lang).width())
            .max()
            .unwrap_or(0) as u16
            + 2;
        let field_style = |f: Field| {
            if f == self.focus {
                theme.style(Role::Cursor)
            } else {
                theme.style(Role::Key)
            }
        };
        let value_of = |f: Field| {
            let v = self.value(f, lang);
            if f.is_choice() {
                format!("‹ {v} ›")
            } else if f == self.focus && self.refused_text {
                // Marked as chosen: typing replaces it.
                format!("[{v}]▏")
            } else if f == self.focus {
                format!("{v}▏")
            } else {
                v
            }
        };
        let mut y = 2;
        for f in self.fields() {
            match f {
                Field::Rating | Field::Players => continue,
                Field::Player => {
                    // The player and the rating share a row.
                    put(buf, row(y), 1, f.label().text(lang), field_style(f));
                    let x = put(
                        buf,
                        row(y),
                        1 + label_w,
                        &value_of(f),
                        theme.style(Role::Text),
                    );
                    let x = x.max(1 + label_w + 24) + 2;
                    let r = Field::Rating;
                    let x = put(buf, row(y), x, r.label().text(lang), field_style(r));
                    put(buf, row(y), x + 2, &value_of(r), theme.style(Role::Text));
                }
                _ => {
                    put(buf, row(y), 1, f.label().text(lang), field_style(f));
                    put(
                        buf,
                        row(y),
                        1 + label_w,
                        &value_of(f),
                        theme.style(Role::Text),
                    );
                }
            }
            y += 1;
        }
        y += 1;
        let list_title = UiText::TnewPlayers(self.players.len()).render(lang);
        put(buf, row(y), 1, &list_title, field_style(Field::Players));
        y += 1;
        let bottom = area.height.saturating_sub(2);
        let h = bottom.saturating_sub(y) as usize;
        if self.players.is_empty() {
            put(
                buf,
                row(y),
                3,
                Msg::TnewNoPlayers.text(lang),
                theme.style(Role::Dim),
            );
        }
        // The list in columns when it is longer than the rows left (a 24-row screen
        // holds 9 rows: 36 players in four columns).
        let per_col = h.max(1);
        let col_w: u16 = 26;
        let cols = (area.width.saturating_sub(1) / col_w).max(1) as usize;
        let page = per_col * cols;
        let first = (self.chosen / page) * page;
        for (i, (name, rating)) in self.players.iter().enumerate().skip(first).take(page) {
            let k = i - first;
            let (c, r) = (k / per_col, k % per_col);
            let chosen = i == self.chosen && self.focus == Field::Players;
            let mut style = theme.style(Role::Text);
            if chosen {
                style = style.patch(theme.style(Role::Cursor));
            }
            let mark = if chosen { "›" } else { " " };
            let rating = rating.map(|r| format!(" {r}")).unwrap_or_default();
            put(
                buf,
                row(y + r as u16),
                1 + c as u16 * col_w,
                &format!("{mark}{:>3}. {name}{rating}", i + 1),
                style,
            );
        }
        let message = self
            .error
            .as_ref()
            .map(|e| (e.as_str(), Role::Error))
            .or(cx.status.map(|s| {
                let role = match s.kind {
                    StatusKind::Error => Role::Error,
                    StatusKind::Warning => Role::Warning,
                    _ => Role::Text,
                };
                (s.text.as_str(), role)
            }));
        if let Some((text, role)) = message {
            put(buf, last(area.height - 2), 1, text, theme.style(role));
        }
        let hints = if self.focus == Field::Players {
            keys::TOURNAMENT_NEW_LIST_HINTS
        } else {
            keys::TOURNAMENT_NEW_HINTS
        };
        draw_hints(buf, last(area.height - 1), self.keys(), hints, theme, lang);
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(f: &mut TournamentNew, field: Field, text: &str) {
        f.focus = field;
        for c in text.chars() {
            f.text_mut().unwrap().push(c);
        }
    }

    #[test]
    fn players_are_added_reordered_and_removed() {
        let mut f = TournamentNew::for_file(Path::new("/tmp/x/cup"));
        assert_eq!(f.path(), PathBuf::from("/tmp/x/cup.json"));
        for (name, rating) in [("王天一", "2650"), ("郑惟桐", ""), ("许银川", "2600")] {
            typed(&mut f, Field::Player, name);
            typed(&mut f, Field::Rating, rating);
            f.add_player(Lang::En).unwrap();
        }
        assert_eq!(f.players[0], ("王天一".to_string(), Some(2650)));
        assert_eq!(f.players[1], ("郑惟桐".to_string(), None));
        // The core refuses a second 王天一 (after trimming, as it registers names).
        typed(&mut f, Field::Player, " 王天一 ");
        let why = f.add_player(Lang::Zh).unwrap_err();
        assert!(why.contains("姓名重复"), "{why}");
        assert_eq!(f.players.len(), 3);
        typed(&mut f, Field::Rating, "x");
        assert!(f.add_player(Lang::En).unwrap_err().contains("'x'"));
        // Seeds: 许银川 (chosen, last) up one, then 王天一 removed.
        f.player.clear();
        f.rating.clear();
        f.move_seed(true);
        assert_eq!(f.players[1].0, "许银川");
        f.chosen = 0;
        f.move_seed(true);
        assert_eq!(f.players[0].0, "王天一", "seed 1 cannot go higher");
        f.remove_chosen();
        let names: Vec<&str> = f.players.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(names, ["许银川", "郑惟桐"]);
    }

    #[test]
    fn the_core_refuses_too_few_players_and_a_bad_time_control() {
        let mut f = TournamentNew::for_file(Path::new("cup.json"));
        typed(&mut f, Field::Player, "吕钦");
        f.add_player(Lang::En).unwrap();
        let why = f.event(Lang::En).unwrap_err();
        assert!(why.contains("at least 2 players"), "{why}");
        typed(&mut f, Field::Player, "胡荣华");
        f.add_player(Lang::En).unwrap();
        f.time = "15m+10x".into();
        let why = f.event(Lang::Zh).unwrap_err();
        assert_eq!(f.focus, Field::Time);
        assert!(why.contains("用时设定有误"), "{why}");
        f.time = "6.3".into();
        let e = f.event(Lang::En).unwrap();
        assert_eq!(e.time_control, TimeControl::parse("6.3").unwrap());
        assert_eq!(e.name, "cup", "the name defaults to the file's");
        assert_eq!(e.mode, Mode::Tournament);
    }

    #[test]
    fn the_system_shows_its_own_fields() {
        let mut f = TournamentNew::for_file(Path::new("cup.json"));
        assert!(!f.fields().contains(&Field::Rounds));
        f.focus = Field::System;
        f.cycle(true);
        f.cycle(true);
        assert_eq!(f.system, System::Swiss);
        assert!(f.fields().contains(&Field::Rounds));
        f.cycle(false);
        f.cycle(false);
        f.cycle(false);
        assert_eq!(f.system, System::GroupedRoundRobin);
        assert!(f.fields().contains(&Field::Groups));
        // Four players cannot make three groups of two (11.3): the core says so.
        for p in ["甲", "乙", "丙", "丁"] {
            typed(&mut f, Field::Player, p);
            f.add_player(Lang::En).unwrap();
        }
        typed(&mut f, Field::Groups, "3");
        let why = f.event(Lang::En).unwrap_err();
        assert!(why.contains("groups of at least 2"), "{why}");
        assert_eq!(f.focus, Field::Groups);
    }
}
