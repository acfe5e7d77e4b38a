//! The panel beside the board: the game's title line, the players and clocks, the
//! result sheet once the game is over, the scoresheet, and a footer with the
//! natural-limit count (4.2.4), fouls (9.1) and scoresheet statistics.

use ratatui::Frame;
use ratatui::layout::Rect;

use crate::app::{GameScreen, Viewer};
use crate::game::GameInPlay;
use crate::i18n;
use crate::theme::{Role, Theme};
use crate::view::board::Glyphs;
use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{EntryMark, MatchView, Mode};
use chuhe_core::notation::{Notation, Style, write_move};
use chuhe_core::rules::Color;

use super::{clocks, put, result, scoresheet};

pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen, game: &GameInPlay) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let view = game.view();
    let buf = frame.buffer_mut();
    if area.height < 6 || area.width < 8 {
        return;
    }
    let mut y = area.y;
    let row = |y: u16| Rect::new(area.x, y, area.width, 1);

    let title = format!(
        "{} · {} · {}",
        Msg::PanelTitle.text(lang),
        i18n::mode(lang, view.mode),
        i18n::rules(lang, view.rules)
    );
    put(buf, row(y), 0, &title, theme.style(Role::Title));
    y += 1;

    let h = clocks::height(view);
    clocks::render(
        buf,
        Rect::new(area.x, y, area.width, h),
        view,
        Color::ALL.map(|side| app.engines.elo_estimate(side)),
        app.flipped,
        theme,
        lang,
    );
    y += h;
    rule(buf, row(y), theme, app.look.glyphs);
    y += 1;

    let footer_y = area.bottom() - 1;
    if view.verdict.is_some() {
        // The sheet takes what it needs, leaving the scoresheet at least three rows.
        // The hints each side used, under the sheet (10.1's sheet has no
        // such line; chuhe adds it when a hint was used).
        let hints = result::hints_line(game.hints_used(), lang);
        let want = result::height(view, lang, area.width) + u16::from(hints.is_some());
        let room = footer_y.saturating_sub(y + 4);
        let h = want.min(room);
        let sheet_h = h.saturating_sub(u16::from(hints.is_some()));
        result::render(
            buf,
            Rect::new(area.x, y, area.width, sheet_h),
            view,
            theme,
            lang,
        );
        if let Some(line) = &hints
            && h > sheet_h
        {
            put(buf, row(y + sheet_h), 0, line, theme.style(Role::Text));
        }
        y += h;
        rule(buf, row(y), theme, app.look.glyphs);
        y += 1;
    }

    if footer_y > y {
        let written = match app.notation() {
            // The referee's own text is Chinese.
            Notation::Chinese => Vec::new(),
            other => moves_in(game, other),
        };
        let area = Rect::new(area.x, y, area.width, footer_y - y);
        scoresheet::render(buf, area, view, &written, app.viewer(), theme, lang);
    }
    put(
        buf,
        row(footer_y),
        0,
        &footer(view, app.viewer(), lang),
        theme.style(Role::Dim),
    );
}

/// The moves written in `notation` (WXF or ICCS), for the move list.
fn moves_in(game: &GameInPlay, notation: Notation) -> Vec<String> {
    let style = Style {
        notation,
        ..Style::default()
    };
    game.plies()
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let before = game.referee().position_before(i)?;
            Some(write_move(before, p.mv, &style))
        })
        .collect()
}

/// "未吃子12/60 · 犯规 0:1 · 红方记录 ✓10 ✗2 漏1": the natural-limit count (4.2.4),
/// fouls (9.1, tournament) and the viewer's own scoresheet: right, wrong and
/// missing entries (both sheets once the game is over).
fn footer(view: &MatchView, viewer: Viewer, lang: Lang) -> String {
    let nl = view.natural_limit;
    let mut parts = vec![i18n::natural_count(lang, nl.moves(), nl.limit_moves())];
    if view.mode == Mode::Tournament {
        let (r, b) = (view.fouls[0].len(), view.fouls[1].len());
        parts.push(UiText::FoulCount { red: r, black: b }.render(lang));
    }
    if view.mode != Mode::Casual && viewer != Viewer::Nobody {
        let (mut right, mut wrong, mut missing) = (0, 0, 0);
        for s in view.sheets.iter().filter(|s| viewer.sees(s.owner)) {
            right += s.stats.correct;
            wrong += s.stats.wrong + s.stats.unreadable;
            missing += s
                .rows
                .iter()
                .filter(|r| r.mark == EntryMark::Missing)
                .count();
        }
        let whose = match viewer {
            Viewer::Side(c) => Some(c),
            _ => None,
        };
        parts.push(
            UiText::SheetTally {
                whose,
                right,
                wrong,
                missing,
            }
            .render(lang),
        );
    }
    parts.join(" · ")
}

fn rule(buf: &mut ratatui::buffer::Buffer, area: Rect, theme: &Theme, glyphs: Glyphs) {
    let dash = if glyphs == Glyphs::Ascii { "-" } else { "─" };
    put(
        buf,
        area,
        0,
        &dash.repeat(area.width as usize),
        theme.style(Role::Border),
    );
}
