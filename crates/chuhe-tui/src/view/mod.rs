//! Drawing: a pure function of the app state. Each widget is one file.

pub mod analysis;
pub mod board;
pub mod clocks;
pub mod explorer;
pub mod help;
pub mod hints;
pub mod input_line;
pub mod move_tree;
pub mod new_game;
pub mod panel;
pub mod result;
pub mod score_graph;
pub mod scoresheet;
pub mod status_line;
pub mod text_wrap;
pub mod too_small;

pub use board::Glyphs;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Span;

use super::app::{Focus, GameScreen, Prompt};
use super::input::Preview;
use super::layout::{self, Screen};
use super::new_game::NewGameForm;
use super::theme::{Role, Theme};

/// Draws the whole screen; returns the layout used (for mapping mouse clicks).
pub fn draw(frame: &mut Frame, app: &GameScreen) -> Option<Screen> {
    draw_game(frame, app, None)
}

/// Draws the game with the new-game dialog in its panel, the board still in view.
pub fn draw_with_dialog(frame: &mut Frame, app: &GameScreen, form: &NewGameForm) {
    draw_game(frame, app, Some(form));
}

fn draw_game(frame: &mut Frame, app: &GameScreen, dialog: Option<&NewGameForm>) -> Option<Screen> {
    let area = frame.area();
    let screen = match layout::fit(area, app.look.board) {
        Ok(s) => s,
        Err((min_w, min_h)) => {
            too_small::draw(frame, area, app, min_w, min_h);
            return None;
        }
    };
    let game = app.shown_game();
    let resuming = app.prompt == Some(Prompt::Resume);
    let typing_preview = if resuming { None } else { app.input.resolved() };
    // While a typed move is incomplete, the pieces it may still name are picked up
    // on the board and their targets marked.
    let (selected, targets) = match app.input.preview() {
        Preview::Incomplete { candidates, .. } if !resuming && !candidates.is_empty() => {
            let from = candidates[0].from;
            let one_piece = candidates.iter().all(|m| m.from == from);
            let targets = candidates.iter().map(|m| m.to).collect();
            (one_piece.then_some(from), targets)
        }
        _ => (app.selected, app.targets()),
    };
    let view = board::BoardView {
        pos: game.position(),
        flipped: app.flipped,
        size: screen.size,
        glyphs: app.look.glyphs,
        theme: &app.look.theme,
        cursor: (!resuming && !game.is_over()).then_some(app.cursor),
        selected,
        targets,
        last_move: game.last_move(),
        // The hint is marked as a typed move would be.
        preview: typing_preview.or_else(|| crate::hint::shown(app)),
        check: game.checked_general(),
    };
    frame.render_widget(view, screen.board);
    let panel_area = match dialog {
        Some(_) => screen.panel,
        None => analysis_pane(frame, screen.panel, app),
    };
    match dialog {
        Some(form) => new_game::draw(frame, panel_area, app, form),
        None => panel::draw(frame, panel_area, app, game),
    }
    // A message longer than the status line (a config error with its file, line
    // and reason) takes the input line's row too while nothing is being typed.
    let long_status = app.prompt.is_none()
        && app.status.as_ref().is_some_and(|s| {
            unicode_width::UnicodeWidthStr::width(s.text.as_str()) > screen.status.width as usize
        });
    let input_idle = app.input.is_empty() && app.focus == Focus::Board && dialog.is_none();
    if long_status && input_idle {
        let both = Rect::new(screen.input.x, screen.input.y, screen.input.width, 2);
        status_line::draw_wrapped(frame, both, app);
    } else {
        if dialog.is_some() {
            // The dialog has the keys: nothing is typed on the input line.
        } else if let Some(reason) = input_line::draw(frame, screen.input, app) {
            input_line::draw_detail(frame, panel_area, &reason, app);
        }
        status_line::draw(frame, screen.status, app);
    }
    hints::draw(frame, screen.hints, app, dialog.is_some());
    Some(screen)
}

/// Rows the analysis pane takes at the bottom of the panel: a head, three lines and
/// the legend.
const ANALYSIS_ROWS: u16 = 5;

/// Draws the open analysis pane at the bottom of the panel; returns what is left of
/// the panel for the rest.
fn analysis_pane(frame: &mut Frame, panel: Rect, app: &GameScreen) -> Rect {
    let Some(runner) = &app.analysis else {
        return panel;
    };
    if panel.height < ANALYSIS_ROWS + 8 {
        return panel;
    }
    let rest = Rect::new(panel.x, panel.y, panel.width, panel.height - ANALYSIS_ROWS);
    let pane = Rect::new(panel.x, rest.bottom(), panel.width, ANALYSIS_ROWS);
    runner.draw(
        frame.buffer_mut(),
        pane,
        app.notation(),
        &app.look.theme,
        app.lang(),
    );
    rest
}

/// A span in a theme role.
pub(crate) fn span<'a>(
    theme: &Theme,
    role: Role,
    text: impl Into<std::borrow::Cow<'a, str>>,
) -> Span<'a> {
    Span::styled(text, theme.style(role))
}

/// Writes `text` in `area`'s first row, cut to fit.
pub(crate) fn put(
    buf: &mut ratatui::buffer::Buffer,
    area: Rect,
    x_off: u16,
    text: &str,
    style: Style,
) -> u16 {
    if area.height == 0 || x_off >= area.width {
        return x_off;
    }
    let (x, _) = buf.set_stringn(
        area.x + x_off,
        area.y,
        text,
        (area.width - x_off) as usize,
        style,
    );
    x - area.x
}
