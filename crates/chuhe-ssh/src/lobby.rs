//! The lobby screen: a small ratatui component with its own keys. It shows the
//! club ([`super::club::LobbyView`]) in five sections — who is online, open seeks,
//! games to watch, one's own unfinished games, recent results — and turns keys into
//! [`Intent`]s that the session carries out. It also asks a new key for its
//! nickname, and holds the form of a new seek or challenge.

use chuhe_tui::action::{Action, Dir, LobbyKey};
use chuhe_tui::keys::{self, Binding};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, List, ListItem, ListState, Paragraph, Wrap};

use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::game_kind::RuleSet;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{Mode, TimeControl};
use chuhe_core::rules::Color;
use chuhe_engine::level::Level;

use super::accounts::MAX_NICK_CHARS;
use super::archive::{Profile, RatingLine};
use super::club::{GameLine, LobbyView, SeekSpec};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Section {
    Online,
    Seeks,
    Games,
    Mine,
    Results,
}

const SECTIONS: [Section; 5] = [
    Section::Online,
    Section::Seeks,
    Section::Games,
    Section::Mine,
    Section::Results,
];

/// What a key asks of the session.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    Nothing,
    Redraw,
    Quit,
    /// Bind this nickname.
    Nick(String),
    Accept(u64),
    Watch(u64),
    Resume(u64),
    /// Post a seek, or with a nickname challenge that player.
    Post(SeekSpec, Option<String>),
    Withdraw(u64),
    /// Play the built-in engine.
    PlayComputer(ComputerSpec),
    /// Show the club's leaderboard.
    Leaderboard,
    /// Show this player's profile.
    Profile(String),
    /// Open this archived game (its club name) on the study board.
    OpenGame(String),
    /// Open the game list over the club's finished games.
    Explorer,
}

/// A game against the built-in engine, as the lobby's form sets it: unrated, not a
/// club game (nobody watches it, nothing is kept when it ends).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerSpec {
    /// The engine's level, 1–10.
    pub level: u8,
    /// One of the club's time-control presets ([`SeekSpec::TIMES`]).
    pub time: String,
    /// The colour the player plays.
    pub side: Color,
}

impl ComputerSpec {
    pub fn time_control(&self) -> TimeControl {
        TimeControl::preset(&self.time).unwrap_or_else(TimeControl::untimed)
    }
}

impl Default for ComputerSpec {
    fn default() -> ComputerSpec {
        ComputerSpec {
            level: 5,
            time: SeekSpec::TIMES[0].to_string(),
            side: Color::Red,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Screen {
    /// A new key's first visit: the nickname typed so far.
    Naming(String),
    Browsing,
    /// The form of a seek (or a challenge to the player named).
    Seeking(SeekSpec, Option<String>),
    /// The form of a game against the computer.
    Computer(ComputerSpec),
    /// The club's leaderboard.
    Leaderboard(Vec<RatingLine>),
    /// A player's profile (`None`: no rated game yet), its game chosen.
    Profile(String, Option<Profile>, usize),
}

pub struct Lobby {
    pub lang: Lang,
    screen: Screen,
    section: usize,
    selected: [usize; 5],
    view: LobbyView,
    /// The viewer's nickname.
    nick: String,
    status: Option<String>,
}

impl Lobby {
    /// The lobby of `nick`; `None`: a new key, asked for one first.
    pub fn new(lang: Lang, nick: Option<String>) -> Lobby {
        let (screen, nick) = match nick {
            Some(n) => (Screen::Browsing, n),
            None => (Screen::Naming(String::new()), String::new()),
        };
        Lobby {
            lang,
            screen,
            section: 1,
            selected: [0; 5],
            view: LobbyView::default(),
            nick,
            status: None,
        }
    }

    /// The viewer's nickname (empty while a new key names itself).
    pub fn nick(&self) -> &str {
        &self.nick
    }

    pub fn is_naming(&self) -> bool {
        matches!(self.screen, Screen::Naming(_))
    }

    /// The nickname was taken: browse.
    pub fn named(&mut self, nick: &str) {
        self.nick = nick.to_string();
        self.screen = Screen::Browsing;
        self.status = None;
    }

    pub fn set_status(&mut self, text: impl Into<String>) {
        self.status = Some(text.into());
    }

    pub fn set_view(&mut self, view: LobbyView) {
        self.view = view;
        for (i, s) in SECTIONS.iter().enumerate() {
            let n = self.len(*s);
            self.selected[i] = self.selected[i].min(n.saturating_sub(1));
        }
    }

    fn len(&self, s: Section) -> usize {
        match s {
            Section::Online => self.view.online.len(),
            Section::Seeks => self.view.seeks.len(),
            Section::Games => self.view.games.len(),
            Section::Mine => self.view.mine.len(),
            Section::Results => self.view.results.len(),
        }
    }

    pub fn on_paste(&mut self, text: &str) -> Intent {
        if let Screen::Naming(typed) = &mut self.screen {
            for c in text.chars().filter(|c| !c.is_control()) {
                if typed.chars().count() < MAX_NICK_CHARS {
                    typed.push(c);
                }
            }
            return Intent::Redraw;
        }
        Intent::Nothing
    }

    /// The key table of what is shown (`chuhe_tui::keys`: the lobby's keys are data,
    /// as every screen's).
    pub fn keys(&self) -> &'static [Binding] {
        match self.screen {
            Screen::Naming(_) => keys::LOBBY_NICK,
            Screen::Seeking(..) => keys::LOBBY_SEEK,
            Screen::Computer(_) => keys::LOBBY_COMPUTER,
            Screen::Leaderboard(_) | Screen::Profile(..) => keys::LOBBY_PAGE,
            Screen::Browsing => keys::LOBBY,
        }
    }

    pub fn on_key(&mut self, k: KeyEvent) -> Intent {
        let typing = matches!(self.screen, Screen::Naming(_));
        let action = keys::lookup(self.keys(), &k).or(match k.code {
            KeyCode::Char(c) if typing && !k.modifiers.contains(KeyModifiers::CONTROL) => {
                Some(Action::Type(c))
            }
            _ => None,
        });
        match action {
            Some(a) => self.apply(a),
            None => Intent::Nothing,
        }
    }

    /// Carries out an action of the lobby's keys; returns what the session must do.
    pub fn apply(&mut self, action: Action) -> Intent {
        if action == Action::Quit {
            return Intent::Quit;
        }
        if let (Screen::Leaderboard(_) | Screen::Profile(..), Action::Cancel) =
            (&self.screen, &action)
        {
            self.screen = Screen::Browsing;
            return Intent::Redraw;
        }
        // Either form: Enter carries it out, Esc leaves it as it was.
        if matches!(self.screen, Screen::Seeking(..) | Screen::Computer(_))
            && matches!(action, Action::Submit | Action::Cancel)
        {
            let form = std::mem::replace(&mut self.screen, Screen::Browsing);
            return match (form, action) {
                (Screen::Seeking(spec, to), Action::Submit) => Intent::Post(spec, to),
                (Screen::Computer(spec), Action::Submit) => Intent::PlayComputer(spec),
                _ => Intent::Redraw,
            };
        }
        match &mut self.screen {
            Screen::Naming(typed) => match action {
                Action::Submit => Intent::Nick(typed.clone()),
                Action::Erase => {
                    typed.pop();
                    Intent::Redraw
                }
                Action::Type(c) => {
                    if typed.chars().count() < MAX_NICK_CHARS {
                        typed.push(c);
                    }
                    Intent::Redraw
                }
                _ => Intent::Nothing,
            },
            Screen::Seeking(spec, _) => match action {
                Action::Lobby(LobbyKey::CycleTime) => {
                    spec.time = next_time(&spec.time);
                    Intent::Redraw
                }
                Action::Lobby(LobbyKey::CycleRules) => {
                    spec.rules = match spec.rules {
                        RuleSet::Cxa => RuleSet::Folk,
                        RuleSet::Folk => RuleSet::Axf,
                        RuleSet::Axf => RuleSet::Cxa,
                    };
                    Intent::Redraw
                }
                Action::Lobby(LobbyKey::ToggleRated) => {
                    spec.rated = !spec.rated;
                    Intent::Redraw
                }
                Action::Lobby(LobbyKey::CycleRange) => {
                    let i = SeekSpec::RANGES
                        .iter()
                        .position(|r| *r == spec.range)
                        .map_or(0, |i| (i + 1) % SeekSpec::RANGES.len());
                    spec.range = SeekSpec::RANGES[i];
                    Intent::Redraw
                }
                Action::Lobby(LobbyKey::CycleMode) => {
                    spec.mode = match spec.mode {
                        Mode::Casual => Mode::Tournament,
                        _ => Mode::Casual,
                    };
                    Intent::Redraw
                }
                _ => Intent::Nothing,
            },
            Screen::Computer(spec) => match action {
                Action::Choice(d) => {
                    spec.level = match d {
                        Dir::Left => spec.level.saturating_sub(1).max(1),
                        _ => (spec.level + 1).min(10),
                    };
                    Intent::Redraw
                }
                Action::Lobby(LobbyKey::CycleTime) => {
                    spec.time = next_time(&spec.time);
                    Intent::Redraw
                }
                Action::Lobby(LobbyKey::SwapSide) => {
                    spec.side = !spec.side;
                    Intent::Redraw
                }
                _ => Intent::Nothing,
            },
            Screen::Profile(_, Some(p), at) => match action {
                Action::Cursor(Dir::Down) => {
                    *at = (*at + 1).min(p.recent.len().saturating_sub(1));
                    Intent::Redraw
                }
                Action::Cursor(Dir::Up) => {
                    *at = at.saturating_sub(1);
                    Intent::Redraw
                }
                Action::Enter => p
                    .recent
                    .get(*at)
                    .map_or(Intent::Nothing, |g| Intent::OpenGame(g.game.clone())),
                _ => Intent::Nothing,
            },
            Screen::Leaderboard(_) | Screen::Profile(..) => Intent::Nothing,
            Screen::Browsing => self.browse(action),
        }
    }

    /// The club's leaderboard over the sections (Esc goes back).
    pub fn show_leaderboard(&mut self, lines: Vec<RatingLine>) {
        self.screen = Screen::Leaderboard(lines);
    }

    /// A player's profile over the sections (Esc goes back).
    pub fn show_profile(&mut self, nick: &str, profile: Option<Profile>) {
        self.screen = Screen::Profile(nick.to_string(), profile, 0);
    }

    fn browse(&mut self, action: Action) -> Intent {
        let section = SECTIONS[self.section];
        let at = self.selected[self.section];
        match action {
            Action::NextField => {
                self.section = (self.section + 1) % SECTIONS.len();
                Intent::Redraw
            }
            Action::PrevField => {
                self.section = (self.section + SECTIONS.len() - 1) % SECTIONS.len();
                Intent::Redraw
            }
            Action::Cursor(Dir::Down) => {
                let n = self.len(section);
                self.selected[self.section] = (at + 1).min(n.saturating_sub(1));
                Intent::Redraw
            }
            Action::Cursor(Dir::Up) => {
                self.selected[self.section] = at.saturating_sub(1);
                Intent::Redraw
            }
            Action::NewGame => {
                self.screen = Screen::Seeking(SeekSpec::default(), None);
                Intent::Redraw
            }
            Action::Lobby(LobbyKey::Leaderboard) => Intent::Leaderboard,
            Action::Lobby(LobbyKey::Explorer) => Intent::Explorer,
            Action::Lobby(LobbyKey::Profile) => match section {
                Section::Online => self
                    .view
                    .online
                    .get(at)
                    .filter(|(_, guest)| !guest)
                    .map_or(Intent::Nothing, |(nick, _)| Intent::Profile(nick.clone())),
                Section::Seeks => self
                    .view
                    .seeks
                    .get(at)
                    .map_or(Intent::Nothing, |s| Intent::Profile(s.by.nick.clone())),
                _ => Intent::Nothing,
            },
            Action::Lobby(LobbyKey::PlayComputer) => {
                self.screen = Screen::Computer(ComputerSpec::default());
                Intent::Redraw
            }
            Action::Lobby(LobbyKey::Withdraw) => match self.view.seeks.get(at) {
                Some(s) if section == Section::Seeks => Intent::Withdraw(s.id),
                _ => Intent::Nothing,
            },
            Action::Enter => match section {
                Section::Online => match self.view.online.get(at) {
                    Some((nick, _)) if *nick != self.nick => {
                        self.screen = Screen::Seeking(SeekSpec::default(), Some(nick.clone()));
                        Intent::Redraw
                    }
                    _ => Intent::Nothing,
                },
                Section::Seeks => self
                    .view
                    .seeks
                    .get(at)
                    .map_or(Intent::Nothing, |s| Intent::Accept(s.id)),
                Section::Games => self
                    .view
                    .games
                    .get(at)
                    .map_or(Intent::Nothing, |g| Intent::Watch(g.id)),
                Section::Mine => self
                    .view
                    .mine
                    .get(at)
                    .map_or(Intent::Nothing, |g| Intent::Resume(g.id)),
                Section::Results => Intent::Nothing,
            },
            _ => Intent::Nothing,
        }
    }

    fn spec_text(&self, spec: &SeekSpec) -> String {
        let mut text = format!(
            "{} · {} · {}",
            spec.time_control().describe(self.lang),
            spec.rules.render(self.lang),
            spec.mode.render(self.lang)
        );
        if spec.rated {
            text.push_str(" · ");
            text.push_str(Msg::SeekRated.text(self.lang));
        }
        if let Some(range) = spec.range {
            text.push_str(&format!(" · {} ±{range}", Msg::SeekRange.text(self.lang)));
        }
        text
    }

    /// A nickname with its rating (`?` while provisional), as lichess shows it.
    fn rated_nick(&self, nick: &str) -> String {
        match self.view.ratings.get(nick) {
            Some(r) => format!(
                "{nick} {:.0}{}",
                r.rating,
                if r.is_provisional() { "?" } else { "" }
            ),
            None => nick.to_string(),
        }
    }

    fn game_text(&self, g: &GameLine) -> String {
        format!(
            "{} – {} · {}",
            g.players[0],
            g.players[1],
            self.spec_text(&g.spec)
        )
    }

    pub fn draw(&self, f: &mut Frame) {
        let lang = self.lang;
        let area = f.area();
        // The foot: the status, the keys, and two lines for each lost game's notice.
        let foot_rows = 2 + 2 * self.view.lost.len().min(3) as u16;
        let rows = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(foot_rows),
        ])
        .split(area);
        let title = if self.nick.is_empty() {
            Msg::LobbyTitle.text(lang).to_string()
        } else {
            format!(
                "{} · {}",
                Msg::LobbyTitle.text(lang),
                UiText::LobbyWelcome(self.nick.clone()).render(lang)
            )
        };
        f.render_widget(
            Paragraph::new(title).style(Style::default().add_modifier(Modifier::BOLD)),
            rows[0],
        );
        match &self.screen {
            Screen::Naming(typed) => {
                let text = vec![
                    Line::from(Msg::LobbyNickPrompt.text(lang)),
                    Line::from(format!("> {typed}_")),
                ];
                f.render_widget(
                    Paragraph::new(text)
                        .wrap(Wrap { trim: false })
                        .block(Block::default().borders(Borders::ALL)),
                    rows[1],
                );
            }
            Screen::Seeking(spec, to) => {
                let title = match to {
                    Some(to) => UiText::LobbyChallenge {
                        from: self.nick.clone(),
                        to: to.clone(),
                    }
                    .render(lang),
                    None => Msg::SeekTitle.text(lang).to_string(),
                };
                let text = vec![
                    Line::from(self.spec_text(spec)),
                    Line::from(""),
                    Line::from(Msg::SeekHints.text(lang)),
                ];
                f.render_widget(
                    Paragraph::new(text)
                        .wrap(Wrap { trim: false })
                        .block(Block::default().borders(Borders::ALL).title(title)),
                    rows[1],
                );
            }
            Screen::Computer(spec) => {
                let side = match spec.side {
                    Color::Red => Msg::ComputerYouRed,
                    Color::Black => Msg::ComputerYouBlack,
                };
                let level = UiText::ComputerLevel {
                    level: spec.level,
                    elo: Level::new(spec.level).and_then(Level::elo_estimate),
                };
                let time = spec.time_control().describe(lang);
                // The level on a line of its own: with its estimate, the three
                // fields would not fit one line of 80 columns.
                let text = vec![
                    Line::from(level.render(lang)),
                    Line::from(format!("{time} · {}", side.text(lang))),
                    Line::from(""),
                    Line::from(Msg::ComputerHints.text(lang)),
                ];
                f.render_widget(
                    Paragraph::new(text).wrap(Wrap { trim: false }).block(
                        Block::default()
                            .borders(Borders::ALL)
                            .title(Msg::ComputerTitle.text(lang)),
                    ),
                    rows[1],
                );
            }
            Screen::Leaderboard(lines) => {
                let text: Vec<Line> = if lines.is_empty() {
                    vec![Line::from(Msg::LeaderboardEmpty.text(lang))]
                } else {
                    lines
                        .iter()
                        .enumerate()
                        .map(|(i, l)| {
                            Line::from(
                                UiText::LeaderboardLine {
                                    place: i + 1,
                                    nick: l.nick.clone(),
                                    rating: l.rating.round() as i32,
                                    rd: l.rd.round() as i32,
                                    games: l.games,
                                }
                                .render(lang),
                            )
                        })
                        .collect()
                };
                self.draw_page(f, rows[1], Msg::LeaderboardTitle, text);
            }
            Screen::Profile(nick, profile, at) => {
                let text = match profile {
                    None => vec![Line::from(
                        UiText::ProfileUnrated(nick.clone()).render(lang),
                    )],
                    Some(p) => {
                        let head = UiText::ProfileHead {
                            nick: p.nick.clone(),
                            rating: p.rating.rating.round() as i32,
                            rd: p.rating.deviation.round() as i32,
                            games: p.games,
                        };
                        let mut text = vec![Line::from(head.render(lang)), Line::from("")];
                        text.extend(p.recent.iter().enumerate().map(|(i, g)| {
                            let game = UiText::ProfileGame {
                                score: g.score,
                                opponent: g.opponent.clone(),
                                before: g.before.round() as i32,
                                after: g.after.round() as i32,
                            };
                            let mark = if i == *at { "▶ " } else { "  " };
                            Line::from(format!("{mark}{}", game.render(lang)))
                        }));
                        text
                    }
                };
                self.draw_page(f, rows[1], Msg::ProfileTitle, text);
            }
            Screen::Browsing => self.draw_sections(f, rows[1]),
        }
        // Only the keys of the screen shown: the nickname prompt takes text, the
        // seek form names its keys in its box, the lobby says what Enter does in the
        // section that has the focus.
        let keys = match &self.screen {
            Screen::Naming(_) => Msg::LobbyNickHints.text(lang).to_string(),
            Screen::Seeking(..) | Screen::Computer(_) => String::new(),
            Screen::Profile(_, Some(p), _) if !p.recent.is_empty() => {
                Msg::ProfileHints.text(lang).to_string()
            }
            Screen::Leaderboard(_) | Screen::Profile(..) => Msg::PageHints.text(lang).to_string(),
            Screen::Browsing => {
                let mut keys: Vec<&str> = self
                    .enter_hint()
                    .map(|m| m.text(lang))
                    .into_iter()
                    .collect();
                if self.profile_shown() {
                    keys.push(Msg::LobbyProfileHint.text(lang));
                }
                keys.push(Msg::LobbyHints.text(lang));
                keys.join(" · ")
            }
        };
        let mut foot = vec![Line::from(keys)];
        if let Some(s) = &self.status {
            foot.insert(0, Line::from(s.as_str()));
        }
        // A game of the viewer's lost at the last restart stays told.
        for opponent in &self.view.lost {
            let lost = UiText::LobbyGameLost {
                opponent: opponent.clone(),
            };
            foot.insert(0, Line::from(lost.render(lang)));
        }
        f.render_widget(Paragraph::new(foot).wrap(Wrap { trim: true }), rows[2]);
    }

    fn draw_page(&self, f: &mut Frame, area: ratatui::layout::Rect, title: Msg, text: Vec<Line>) {
        let block = Block::default()
            .borders(Borders::ALL)
            .title(title.text(self.lang));
        f.render_widget(
            Paragraph::new(text).wrap(Wrap { trim: false }).block(block),
            area,
        );
    }

    /// Whether `p` shows a profile in the focused section now (a key's nickname is
    /// chosen: a player online, or a seek's).
    fn profile_shown(&self) -> bool {
        let at = self.selected[self.section];
        match SECTIONS[self.section] {
            Section::Online => self.view.online.get(at).is_some_and(|(_, guest)| !guest),
            Section::Seeks => self.view.seeks.get(at).is_some(),
            _ => false,
        }
    }

    /// What Enter does in the focused section, when it does something there now.
    fn enter_hint(&self) -> Option<Msg> {
        let section = SECTIONS[self.section];
        let at = self.selected[self.section];
        match section {
            Section::Online => self
                .view
                .online
                .get(at)
                .filter(|(nick, _)| *nick != self.nick)
                .map(|_| Msg::LobbyEnterChallenge),
            Section::Seeks => self.view.seeks.get(at).map(|_| Msg::LobbyEnterAccept),
            Section::Games => self.view.games.get(at).map(|_| Msg::LobbyEnterWatch),
            Section::Mine => self.view.mine.get(at).map(|_| Msg::LobbyEnterResume),
            Section::Results => None,
        }
    }

    fn draw_sections(&self, f: &mut Frame, area: ratatui::layout::Rect) {
        let lang = self.lang;
        let parts = Layout::vertical([Constraint::Fill(1); 5]).split(area);
        for (i, section) in SECTIONS.iter().enumerate() {
            // Only the rows that show are made: a lobby of a thousand is drawn
            // for each of them whenever it changes.
            let view = &self.view;
            let (title, count, item): (Msg, usize, Box<dyn Fn(usize) -> String + '_>) =
                match section {
                    Section::Online => (
                        Msg::LobbyOnline,
                        view.online.len(),
                        Box::new(|k| {
                            let (n, guest) = &view.online[k];
                            if *guest {
                                format!("{n} ({})", Msg::LobbyGuest.text(lang))
                            } else {
                                self.rated_nick(n)
                            }
                        }),
                    ),
                    Section::Seeks => (
                        Msg::LobbySeeks,
                        view.seeks.len(),
                        Box::new(|k| {
                            let s = &view.seeks[k];
                            let who = match &s.to {
                                Some(to) => UiText::LobbyChallenge {
                                    from: s.by.nick.clone(),
                                    to: to.nick.clone(),
                                }
                                .render(lang),
                                None => self.rated_nick(&s.by.nick),
                            };
                            format!("{who} · {}", self.spec_text(&s.spec))
                        }),
                    ),
                    Section::Games => (
                        Msg::LobbyGames,
                        view.games.len(),
                        Box::new(|k| self.game_text(&view.games[k])),
                    ),
                    Section::Mine => (
                        Msg::LobbyMine,
                        view.mine.len(),
                        Box::new(|k| self.game_text(&view.mine[k])),
                    ),
                    Section::Results => (
                        Msg::LobbyResults,
                        view.results.len(),
                        Box::new(|k| view.results[k].clone()),
                    ),
                };
            // The focused section is marked by more than weight, which some
            // terminals do not show: a pointer, its title reversed, a heavy rule.
            let active = i == self.section;
            let mut block = Block::default().borders(Borders::TOP);
            if active {
                block =
                    block
                        .title(Line::from(format!("▶ {} ◀", title.text(lang))).style(
                            Style::default().add_modifier(Modifier::BOLD | Modifier::REVERSED),
                        ))
                        .border_type(ratatui::widgets::BorderType::Thick)
                        .border_style(Style::default().add_modifier(Modifier::BOLD));
            } else {
                block = block
                    .title(format!("  {}", title.text(lang)))
                    .border_style(Style::default().add_modifier(Modifier::DIM));
            }
            let empty = count == 0;
            // The rows that fit under the rule, scrolled as the list would scroll
            // itself: just far enough for the chosen row to show, at the bottom.
            let rows = usize::from(parts[i].height.saturating_sub(1)).max(1);
            let chosen = self.selected[i].min(count.saturating_sub(1));
            let first = if active {
                (chosen + 1).saturating_sub(rows)
            } else {
                0
            };
            let list_items: Vec<ListItem> = if empty {
                vec![ListItem::new(format!("  ({})", Msg::LobbyNone.text(lang)))]
            } else {
                (first..count.min(first + rows))
                    .map(|k| ListItem::new(format!("  {}", item(k))))
                    .collect()
            };
            let list = List::new(list_items)
                .block(block)
                .highlight_style(Style::default().add_modifier(Modifier::REVERSED))
                .highlight_symbol("▶");
            let mut state = ListState::default();
            if active && !empty {
                state.select(Some(chosen - first));
            }
            f.render_stateful_widget(list, parts[i], &mut state);
        }
    }
}

/// The club's next time-control preset after `time`.
fn next_time(time: &str) -> String {
    let i = SeekSpec::TIMES
        .iter()
        .position(|t| *t == time)
        .map_or(0, |i| (i + 1) % SeekSpec::TIMES.len());
    SeekSpec::TIMES[i].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::Account;
    use crate::club::{Member, Seek};

    fn press(l: &mut Lobby, code: KeyCode) -> Intent {
        l.on_key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn screen(l: &Lobby, w: u16, h: u16) -> String {
        let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
        let done = t.draw(|f| l.draw(f)).unwrap();
        let b = done.buffer;
        let mut out = String::new();
        for y in 0..b.area.height {
            let mut x = 0;
            while x < b.area.width {
                let sym = b[(x, y)].symbol();
                out.push_str(sym);
                // A wide character covers the next cell too.
                x += unicode_width::UnicodeWidthStr::width(sym).max(1) as u16;
            }
            out.push('\n');
        }
        out
    }

    #[test]
    fn the_nickname_prompt_shows_its_own_keys_not_the_lobbys() {
        for lang in [Lang::Zh, Lang::En] {
            let l = Lobby::new(lang, None);
            let s = screen(&l, 80, 24);
            assert!(s.contains(Msg::LobbyNickHints.text(lang)), "{s}");
            assert!(!s.contains(Msg::LobbyHints.text(lang)), "{s}");
        }
    }

    /// A seek posted by alice, open to anyone.
    fn alices_seek(id: u64) -> Seek {
        Seek {
            id,
            by: Member {
                account: Account::Key("SHA256:a".into()),
                nick: "alice".into(),
            },
            spec: SeekSpec::default(),
            to: None,
        }
    }

    /// A long list shows the rows around the chosen one, as a list widget scrolls:
    /// the 251st of 300 players chosen is on screen, marked, and the first is not.
    #[test]
    fn a_long_list_scrolls_to_the_chosen_row() {
        let mut l = Lobby::new(Lang::En, Some("p0".into()));
        l.set_view(LobbyView {
            online: (0..300).map(|n| (format!("p{n}"), false)).collect(),
            ..LobbyView::default()
        });
        for _ in 0..SECTIONS.len() {
            if l.section == 0 {
                break;
            }
            press(&mut l, KeyCode::Tab);
        }
        assert_eq!(SECTIONS[l.section], Section::Online);
        for _ in 0..250 {
            press(&mut l, KeyCode::Down);
        }
        let s = screen(&l, 80, 24);
        // Below the title, which greets p0.
        let has = |word: &str| {
            s.lines()
                .skip(1)
                .any(|line| line.split_whitespace().any(|w| w == word))
        };
        assert!(
            s.lines()
                .any(|line| line.contains('▶') && line.split_whitespace().any(|w| w == "p250")),
            "{s}"
        );
        assert!(!has("p0") && !has("p251"), "{s}");
    }

    #[test]
    fn the_focused_section_is_marked_and_says_what_enter_does() {
        let mut l = Lobby::new(Lang::Zh, Some("bob".into()));
        l.set_view(LobbyView {
            online: vec![("bob".into(), false), ("alice".into(), false)],
            seeks: vec![alices_seek(7)],
            ..LobbyView::default()
        });
        // A seek waiting: the focus is on it, and Enter accepts.
        let s = screen(&l, 80, 24);
        assert!(s.contains("▶ 等待应战 ◀") && !s.contains("▶ 在线 ◀"), "{s}");
        assert!(s.contains("回车：应战所选"), "{s}");
        // No game to watch: Enter does nothing there, and says nothing.
        press(&mut l, KeyCode::Tab);
        let s = screen(&l, 80, 24);
        assert!(s.contains("▶ 进行中的对局（观战） ◀"), "{s}");
        assert!(!s.contains("回车："), "{s}");
        // The players online: bob is the viewer, so Enter does nothing until alice
        // is chosen.
        press(&mut l, KeyCode::BackTab);
        press(&mut l, KeyCode::BackTab);
        let s = screen(&l, 80, 24);
        assert!(s.contains("▶ 在线 ◀") && !s.contains("回车："), "{s}");
        press(&mut l, KeyCode::Down);
        assert!(screen(&l, 80, 24).contains("回车：向所选棋手挑战"));
    }

    #[test]
    fn a_new_key_names_itself_first() {
        let mut l = Lobby::new(Lang::En, None);
        assert!(l.is_naming());
        for c in "王天一".chars() {
            press(&mut l, KeyCode::Char(c));
        }
        assert_eq!(press(&mut l, KeyCode::Enter), Intent::Nick("王天一".into()));
        l.named("王天一");
        assert!(!l.is_naming());
    }

    #[test]
    fn enter_on_a_seek_accepts_it_and_n_posts_one() {
        let mut l = Lobby::new(Lang::Zh, Some("bob".into()));
        l.set_view(LobbyView {
            seeks: vec![alices_seek(7)],
            ..LobbyView::default()
        });
        assert_eq!(press(&mut l, KeyCode::Enter), Intent::Accept(7));
        press(&mut l, KeyCode::Char('n'));
        press(&mut l, KeyCode::Char('t'));
        match press(&mut l, KeyCode::Enter) {
            Intent::Post(spec, None) => assert_eq!(spec.time, SeekSpec::TIMES[1]),
            other => panic!("{other:?}"),
        }
        assert_eq!(press(&mut l, KeyCode::Char('q')), Intent::Quit);
    }

    #[test]
    fn ratings_stand_next_to_the_nicknames_and_g_makes_a_seek_rated() {
        let mut l = Lobby::new(Lang::En, Some("bob".into()));
        let rated = |rating, deviation| chuhe_core::rating::Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let mut seek = alices_seek(7);
        seek.spec.rated = true;
        l.set_view(LobbyView {
            online: vec![("bob".into(), false), ("alice".into(), false)],
            seeks: vec![seek],
            ratings: [
                ("alice".to_string(), rated(1662.4, 80.0)),
                ("bob".to_string(), rated(1480.0, 200.0)),
            ]
            .into(),
            ..LobbyView::default()
        });
        let s = screen(&l, 80, 24);
        // A provisional rating (a large deviation) is marked with `?`.
        assert!(s.contains("alice 1662") && s.contains("bob 1480?"), "{s}");
        assert!(s.contains("alice 1662 · 10 min"), "{s}");
        assert!(s.contains("· rated"), "{s}");
        press(&mut l, KeyCode::Char('n'));
        assert!(screen(&l, 80, 24).contains("g: rated"));
        press(&mut l, KeyCode::Char('g'));
        assert!(screen(&l, 80, 24).contains("· rated"));
        match press(&mut l, KeyCode::Enter) {
            Intent::Post(spec, None) => assert!(spec.rated),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn c_opens_the_computer_form_whose_level_stays_within_1_to_10() {
        let mut l = Lobby::new(Lang::En, Some("bob".into()));
        press(&mut l, KeyCode::Char('c'));
        let s = screen(&l, 80, 24);
        assert!(
            s.contains("play the computer") && s.contains("level 5"),
            "{s}"
        );
        for _ in 0..12 {
            press(&mut l, KeyCode::Right);
        }
        assert!(screen(&l, 80, 24).contains("level 10"));
        for _ in 0..12 {
            press(&mut l, KeyCode::Left);
        }
        assert!(screen(&l, 80, 24).contains("level 1 "));
        press(&mut l, KeyCode::Char('s'));
        press(&mut l, KeyCode::Char('t'));
        let s = screen(&l, 80, 24);
        assert!(s.contains("you play Black"), "{s}");
        match press(&mut l, KeyCode::Enter) {
            Intent::PlayComputer(spec) => {
                assert_eq!((spec.level, spec.side), (1, Color::Black));
                assert_eq!(spec.time, SeekSpec::TIMES[1]);
            }
            other => panic!("{other:?}"),
        }
        assert!(screen(&l, 80, 24).contains("c: computer"));
    }

    /// Each level in the form stands with its Elo estimate, in both languages.
    #[test]
    fn the_computer_form_shows_each_levels_elo_estimate() {
        use chuhe_engine::level::ELO_ESTIMATES;
        for lang in [Lang::En, Lang::Zh] {
            let mut l = Lobby::new(lang, Some("bob".into()));
            press(&mut l, KeyCode::Char('c'));
            for _ in 0..10 {
                press(&mut l, KeyCode::Left);
            }
            for (i, elo) in ELO_ESTIMATES.into_iter().enumerate() {
                let n = i + 1;
                let want = match (lang, elo) {
                    (Lang::En, Some(elo)) => format!("level {n} (about {elo} Elo)"),
                    (Lang::Zh, Some(elo)) => format!("级别 {n}（约 {elo} 等级分）"),
                    // A level not measured shows its number alone.
                    (Lang::En, None) => format!("level {n}"),
                    (Lang::Zh, None) => format!("级别 {n}"),
                };
                let s = screen(&l, 80, 24);
                // The level's line holds the level alone.
                let on_its_line = s
                    .lines()
                    .any(|l| l.trim_matches(|c| c == '│' || c == ' ') == want);
                assert!(on_its_line, "{want}\n{s}");
                press(&mut l, KeyCode::Right);
            }
        }
    }

    #[test]
    fn l_shows_the_leaderboard_and_p_a_players_profile() {
        use crate::archive::{PlayedGame, Profile, RatingLine};
        use chuhe_core::rating::{Rating, Score};
        let mut l = Lobby::new(Lang::En, Some("bob".into()));
        l.set_view(LobbyView {
            online: vec![("bob".into(), false), ("alice".into(), false)],
            ..LobbyView::default()
        });
        assert_eq!(press(&mut l, KeyCode::Char('l')), Intent::Leaderboard);
        l.show_leaderboard(vec![RatingLine {
            nick: "alice".into(),
            rating: 1662.4,
            rd: 80.2,
            games: 3,
        }]);
        let s = screen(&l, 80, 24);
        assert!(
            s.contains("leaderboard") && s.contains("1. alice  1662 ± 80  3 games"),
            "{s}"
        );
        assert_eq!(press(&mut l, KeyCode::Esc), Intent::Redraw);
        press(&mut l, KeyCode::BackTab);
        press(&mut l, KeyCode::Down);
        assert_eq!(
            press(&mut l, KeyCode::Char('p')),
            Intent::Profile("alice".into())
        );
        l.show_profile(
            "alice",
            Some(Profile {
                nick: "alice".into(),
                rating: Rating {
                    rating: 1662.4,
                    deviation: 80.2,
                    volatility: 0.06,
                },
                games: 3,
                recent: vec![PlayedGame {
                    game: "k7q2".into(),
                    ended_at: 0,
                    opponent: "bob".into(),
                    score: Score::Win,
                    before: 1600.0,
                    after: 1662.4,
                }],
            }),
        );
        let s = screen(&l, 80, 24);
        assert!(s.contains("alice: rating 1662 ± 80, 3 rated games"), "{s}");
        assert!(s.contains("▶ won against bob  1600 → 1662 (+62)"), "{s}");
        assert!(s.contains("Enter: open it on the study board"), "{s}");
        assert_eq!(
            press(&mut l, KeyCode::Enter),
            Intent::OpenGame("k7q2".into())
        );
        press(&mut l, KeyCode::Esc);
        l.show_profile("carol", None);
        let s = screen(&l, 80, 24);
        assert!(s.contains("carol has played no rated game"), "{s}");
        assert!(s.contains("Esc: back to the lobby"), "{s}");
    }
}
