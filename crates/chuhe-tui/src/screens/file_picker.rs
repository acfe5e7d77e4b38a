//! The file picker (`o`): the folders and record files of a directory, starting in
//! the current one, with the saves directory one key away (`s`). Enter on a folder
//! goes in, on a file opens it (a game list when it holds several games); Enter
//! on `./` opens the whole folder as one collection.
//!
//! It reads directories and the file chosen (and only reads).

use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::layout::Rect;

use chuhe_core::catalogue::UiText;
use chuhe_core::lang::Render;
use chuhe_core::record::is_record_name;

use super::study_board::draw_hints;
use super::{Cx, Effect, Screen};
use crate::action::{Action, Dir, Step};
use crate::app::StatusKind;
use crate::i18n::Msg;
use crate::keys::{self, Binding};
use crate::theme::Role;
use crate::view::put;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    name: String,
    path: PathBuf,
    dir: bool,
}

pub struct FilePicker {
    dir: PathBuf,
    saves: PathBuf,
    entries: Vec<Entry>,
    selected: usize,
    /// Why the directory could not be listed.
    error: Option<String>,
}

/// The files the picker lists: records, and chuhe's JSON saves.
fn listed(path: &Path) -> bool {
    is_record_name(path)
        || path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("json"))
}

impl FilePicker {
    pub fn new(dir: PathBuf, saves: PathBuf) -> FilePicker {
        let mut p = FilePicker {
            dir: PathBuf::new(),
            saves,
            entries: Vec::new(),
            selected: 0,
            error: None,
        };
        p.enter(dir);
        p
    }

    /// The directory shown.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn enter(&mut self, dir: PathBuf) {
        self.dir = dir;
        self.selected = 0;
        self.entries.clear();
        self.error = None;
        // `./` first: the whole folder as one collection.
        self.entries.push(Entry {
            name: "./".into(),
            path: self.dir.clone(),
            dir: false,
        });
        match std::fs::read_dir(&self.dir) {
            Ok(rd) => {
                let mut found: Vec<Entry> = rd
                    .flatten()
                    .filter_map(|e| {
                        let path = e.path();
                        let dir = path.is_dir();
                        let name = e.file_name().to_string_lossy().into_owned();
                        if name.starts_with('.') || !(dir || listed(&path)) {
                            return None;
                        }
                        let name = if dir { format!("{name}/") } else { name };
                        Some(Entry { name, path, dir })
                    })
                    .collect();
                // Folders first, then files, each in name order.
                found.sort_by(|a, b| b.dir.cmp(&a.dir).then(a.name.cmp(&b.name)));
                self.entries.extend(found);
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    fn move_by(&mut self, delta: isize) {
        let last = self.entries.len().saturating_sub(1) as isize;
        self.selected = (self.selected as isize + delta).clamp(0, last) as usize;
    }

    fn body_height(area: Rect) -> usize {
        area.height.saturating_sub(4) as usize
    }

    fn top(&self, h: usize) -> usize {
        if self.entries.len() <= h || h == 0 {
            0
        } else {
            self.selected
                .saturating_sub(h / 2)
                .min(self.entries.len() - h)
        }
    }
}

impl Screen for FilePicker {
    fn name(&self) -> &'static str {
        "file picker"
    }

    fn keys(&self) -> &'static [Binding] {
        keys::FILE_PICKER
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let page = Self::body_height(cx.area).max(1) as isize;
        match action {
            Action::Cursor(Dir::Up) => self.move_by(-1),
            Action::Cursor(Dir::Down) => self.move_by(1),
            Action::Step(Step::PageBack) => self.move_by(-page),
            Action::Step(Step::PageForward) => self.move_by(page),
            Action::Submit => {
                let Some(e) = self.entries.get(self.selected).cloned() else {
                    return Vec::new();
                };
                if e.dir {
                    self.enter(e.path);
                } else {
                    return match super::open::open_path(&e.path, None, cx.look.lang) {
                        Ok(opened) => {
                            let mut out = vec![Effect::Pop];
                            out.extend(opened.screens.into_iter().map(Effect::Push));
                            if let Some(w) = opened.warning {
                                out.push(Effect::Status(StatusKind::Warning, w));
                            }
                            out
                        }
                        Err(e) => vec![Effect::Status(StatusKind::Error, e)],
                    };
                }
            }
            Action::ParentDir => {
                let here = std::fs::canonicalize(&self.dir).unwrap_or(self.dir.clone());
                if let Some(parent) = here.parent() {
                    self.enter(parent.to_path_buf());
                }
            }
            Action::SavesDir => {
                let saves = self.saves.clone();
                self.enter(saves);
                if self.error.is_some() {
                    return vec![Effect::Status(
                        StatusKind::Info,
                        Msg::PickerNoSaves.text(cx.look.lang).to_string(),
                    )];
                }
            }
            // A new event, its file in this folder.
            Action::NewTournament => {
                return vec![Effect::Replace(Box::new(
                    super::tournament_new::TournamentNew::in_dir(&self.dir),
                ))];
            }
            Action::Back => return vec![Effect::Pop],
            Action::Quit => return vec![Effect::Quit],
            Action::Help => return vec![Effect::Look(Action::Help)],
            _ => {}
        }
        Vec::new()
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        let theme = &cx.look.theme;
        let lang = cx.look.lang;
        let buf = frame.buffer_mut();
        let row = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
        if area.height < 5 {
            return;
        }
        let title = UiText::PickerDir(self.dir.display().to_string()).render(lang);
        put(buf, row(0), 1, &title, theme.style(Role::Title));
        let h = Self::body_height(area);
        let top = self.top(h);
        for (i, e) in self.entries.iter().skip(top).take(h).enumerate() {
            let chosen = top + i == self.selected;
            let mut style = theme.style(if e.dir { Role::Key } else { Role::Text });
            if chosen {
                style = style.patch(theme.style(Role::Cursor));
            }
            let mark = if chosen { "›" } else { " " };
            put(
                buf,
                row(1 + i as u16),
                1,
                &format!("{mark} {}", e.name),
                style,
            );
        }
        if let Some(err) = &self.error {
            put(buf, row(2), 3, err, theme.style(Role::Error));
        }
        if let Some(s) = cx.status {
            put(
                buf,
                row(area.height - 2),
                1,
                &s.text,
                theme.style(Role::Warning),
            );
        }
        draw_hints(
            buf,
            row(area.height - 1),
            keys::FILE_PICKER,
            keys::FILE_PICKER_HINTS,
            theme,
            lang,
        );
    }
}
