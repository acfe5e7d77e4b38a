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
use chuhe_core::match_control::Mode;

use super::accounts::MAX_NICK_CHARS;
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
}

#[derive(Clone, Debug, PartialEq)]
enum Screen {
    /// A new key's first visit: the nickname typed so far.
    Naming(String),
    Browsing,
    /// The form of a seek (or a challenge to the player named).
    Seeking(SeekSpec, Option<String>),
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
            Screen::Seeking(spec, to) => match action {
                Action::Lobby(LobbyKey::CycleTime) => {
                    let i = SeekSpec::TIMES
                        .iter()
                        .position(|t| *t == spec.time)
                        .map_or(0, |i| (i + 1) % SeekSpec::TIMES.len());
                    spec.time = SeekSpec::TIMES[i].to_string();
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
                Action::Lobby(LobbyKey::CycleMode) => {
                    spec.mode = match spec.mode {
                        Mode::Casual => Mode::Tournament,
                        _ => Mode::Casual,
                    };
                    Intent::Redraw
                }
                Action::Submit => {
                    let intent = Intent::Post(spec.clone(), to.clone());
                    self.screen = Screen::Browsing;
                    intent
                }
                Action::Cancel => {
                    self.screen = Screen::Browsing;
                    Intent::Redraw
                }
                _ => Intent::Nothing,
            },
            Screen::Browsing => self.browse(action),
        }
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
        format!(
            "{} · {} · {}",
            spec.time_control().describe(self.lang),
            spec.rules.render(self.lang),
            spec.mode.render(self.lang)
        )
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
            Screen::Browsing => self.draw_sections(f, rows[1]),
        }
        // Only the keys of the screen shown: the nickname prompt takes text, the
        // seek form names its keys in its box, the lobby says what Enter does in the
        // section that has the focus.
        let keys = match &self.screen {
            Screen::Naming(_) => Msg::LobbyNickHints.text(lang).to_string(),
            Screen::Seeking(..) => String::new(),
            Screen::Browsing => match self.enter_hint() {
                Some(enter) => format!("{} · {}", enter.text(lang), Msg::LobbyHints.text(lang)),
                None => Msg::LobbyHints.text(lang).to_string(),
            },
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
            let (title, items): (Msg, Vec<String>) = match section {
                Section::Online => (
                    Msg::LobbyOnline,
                    self.view
                        .online
                        .iter()
                        .map(|(n, guest)| {
                            if *guest {
                                format!("{n} ({})", Msg::LobbyGuest.text(lang))
                            } else {
                                n.clone()
                            }
                        })
                        .collect(),
                ),
                Section::Seeks => (
                    Msg::LobbySeeks,
                    self.view
                        .seeks
                        .iter()
                        .map(|s| {
                            let who = match &s.to {
                                Some(to) => UiText::LobbyChallenge {
                                    from: s.by.nick.clone(),
                                    to: to.nick.clone(),
                                }
                                .render(lang),
                                None => s.by.nick.clone(),
                            };
                            format!("{who} · {}", self.spec_text(&s.spec))
                        })
                        .collect(),
                ),
                Section::Games => (
                    Msg::LobbyGames,
                    self.view.games.iter().map(|g| self.game_text(g)).collect(),
                ),
                Section::Mine => (
                    Msg::LobbyMine,
                    self.view.mine.iter().map(|g| self.game_text(g)).collect(),
                ),
                Section::Results => (Msg::LobbyResults, self.view.results.clone()),
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
            let empty = items.is_empty();
            let list_items: Vec<ListItem> = if empty {
                vec![ListItem::new(format!("  ({})", Msg::LobbyNone.text(lang)))]
            } else {
                items
                    .into_iter()
                    .map(|t| ListItem::new(format!("  {t}")))
                    .collect()
            };
            let list = List::new(list_items)
                .block(block)
                .highlight_style(Style::default().add_modifier(Modifier::REVERSED))
                .highlight_symbol("▶");
            let mut state = ListState::default();
            if active && !empty {
                state.select(Some(self.selected[i]));
            }
            f.render_stateful_widget(list, parts[i], &mut state);
        }
    }
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
}
