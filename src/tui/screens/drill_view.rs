//! Drawing helpers shared by the drill screens (dictation, position editor): the
//! key-hint row built from a screen's key table, and a titled panel.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Widget};
use unicode_width::UnicodeWidthStr;

use crate::lang::Lang;
use crate::tui::i18n::Msg;
use crate::tui::keys::Key;
use crate::tui::theme::{Role, Theme};
use crate::tui::view::put;

/// One line of a screen's key table: the keys, what they do, and the hint shown.
pub struct Binding<A: 'static> {
    pub keys: &'static [Key],
    pub action: A,
    pub hint: Option<Msg>,
}

/// The action of the first binding whose keys match `ev`.
pub fn action_for<A: Clone>(
    table: &'static [Binding<A>],
    ev: &crossterm::event::KeyEvent,
) -> Option<A> {
    table
        .iter()
        .find(|b| b.keys.iter().any(|k| k.matches(ev)))
        .map(|b| b.action.clone())
}

/// The hints of `table` (the bindings with one), with their keys written out.
pub fn hints_of<A>(table: &'static [Binding<A>], keep: impl Fn(&A) -> bool) -> Vec<(String, Msg)> {
    table
        .iter()
        .filter(|b| keep(&b.action))
        .filter_map(|b| {
            let msg = b.hint?;
            let keys: Vec<String> = b.keys.iter().map(|k| k.label()).collect();
            Some((keys.join("/"), msg))
        })
        .collect()
}

/// Draws as many hints as fit, in order.
pub fn draw_hints(buf: &mut Buffer, area: Rect, theme: &Theme, lang: Lang, hints: &[(String, Msg)]) {
    let mut x = 0u16;
    for (i, (key, msg)) in hints.iter().enumerate() {
        let text = msg.text(lang);
        let sep = if i == 0 { 0 } else { 2 };
        let need = (sep + key.width() + 1 + text.width()) as u16;
        if x + need > area.width {
            break;
        }
        x += sep as u16;
        x = put(buf, area, x, key, theme.style(Role::Key));
        x = put(buf, area, x + 1, text, theme.style(Role::Dim));
    }
}

/// A bordered panel titled `title`; returns the inside.
pub fn panel(buf: &mut Buffer, area: Rect, theme: &Theme, title: &str) -> Rect {
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.style(Role::Border))
        .title(ratatui::text::Span::styled(
            format!(" {title} "),
            theme.style(Role::Title),
        ));
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// The row `i` of `area`, if it has one.
pub fn row(area: Rect, i: u16) -> Option<Rect> {
    (i < area.height).then(|| Rect::new(area.x, area.y + i, area.width, 1))
}

/// The too-small screen of a drill screen: what the terminal is and what it needs.
pub fn too_small(frame: &mut ratatui::Frame, look: &crate::tui::app::Look, min_w: u16, min_h: u16) {
    let area = frame.area();
    let lang = look.lang();
    let theme = &look.theme;
    let mut lines = vec![Msg::TooSmallTitle.text(lang).to_string()];
    lines.extend(crate::tui::i18n::too_small(
        lang,
        area.width,
        area.height,
        min_w,
        min_h,
    ));
    let buf = frame.buffer_mut();
    for (i, l) in lines.iter().enumerate() {
        if let Some(r) = row(area, i as u16) {
            put(buf, r, 0, l, theme.style(Role::Text));
        }
    }
}
