//! Opening a record file or a folder for study: one game goes straight to the study
//! board, several to the game list (or, with `--game N`, to game N on the board,
//! the list under it). This is where files are read.

use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;

use chuhe_core::catalogue::TuiError;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_study::{Collection, CollectionError};

use super::Screen;
use super::game_list::GameList;
use super::study_board::{Library, StudyBoard};

/// What opening a path gives: the screens to push, bottom first, and a warning for
/// the status line (a damaged game, files that could not be read).
pub struct Opened {
    pub screens: Vec<Box<dyn Screen>>,
    pub warning: Option<String>,
}

/// Opens `path` (a file or a folder); `game` is 1-based. An error says why, in
/// the interface language.
pub fn open_path(path: &Path, game: Option<usize>, lang: Lang) -> Result<Opened, String> {
    // An event file opens the tournament screen.
    if super::tournament::TournamentScreen::is_event_file(path) {
        let screen = super::tournament::TournamentScreen::open(path).map_err(|e| e.render(lang))?;
        return Ok(Opened {
            screens: vec![Box::new(screen)],
            warning: None,
        });
    }
    let collection = Collection::open(&[path.to_path_buf()]);
    let failure = collection.failures().first().map(|f| {
        TuiError::InFile {
            path: f.path.display().to_string(),
            why: f.error.render(lang),
        }
        .render(lang)
    });
    if collection.is_empty() {
        return Err(
            failure.unwrap_or_else(|| UiText::NoGamesIn(path.display().to_string()).render(lang))
        );
    }
    let total = collection.len();
    let single = total == 1 && !path.is_dir();
    if let Some(n) = game
        && (n == 0 || n > total)
    {
        return Err(UiText::NoSuchGame {
            game: n,
            games: total,
        }
        .render(lang));
    }
    if single {
        let record = collection.read_game(0).map_err(|e| {
            TuiError::InFile {
                path: path.display().to_string(),
                why: collection_error(&e, lang),
            }
            .render(lang)
        })?;
        let warning = record
            .problem
            .as_ref()
            .map(|p| {
                UiText::GameProblem {
                    game: 1,
                    problem: p.render(lang),
                }
                .render(lang)
            })
            .or(failure);
        let library = Rc::new(RefCell::new(Library {
            collection,
            index: None,
        }));
        let board = StudyBoard::new(record)
            .from_source(path.to_path_buf(), None)
            .with_library(library);
        return Ok(Opened {
            screens: vec![Box::new(board)],
            warning,
        });
    }
    let mut list = GameList::new(collection, path.to_path_buf());
    let mut screens: Vec<Box<dyn Screen>> = Vec::new();
    let mut warning = failure;
    if let Some(n) = game {
        let (board, w) = list.open_game(n - 1, lang)?;
        warning = w.or(warning);
        screens.push(Box::new(list));
        screens.push(Box::new(board));
    } else {
        screens.push(Box::new(list));
    }
    Ok(Opened { screens, warning })
}

/// Why a game of a collection cannot be given, in the language.
pub(super) fn collection_error(e: &CollectionError, lang: Lang) -> String {
    match e {
        CollectionError::NoSuchGame(game, games) => UiText::NoSuchGame {
            game: *game,
            games: *games,
        }
        .render(lang),
        CollectionError::Record(r) => r.render(lang),
    }
}
