//! Drawing helpers shared by the drill screens (dictation, position editor): the
//! key-hint row built from a screen's key table, and a titled panel.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Widget};
use unicode_width::UnicodeWidthStr;

use crate::action::Action;
use crate::i18n::Msg;
use crate::keys::Binding;
use crate::theme::{Role, Theme};
use crate::view::put;
use chuhe_core::lang::Lang;

/// The hints of a key table (the bindings with a text), with their keys written
/// out, for the actions `keep` lets through; one hint per text.
pub fn hints_of(
    table: &'static [Binding],
    lang: chuhe_core::lang::Lang,
    keep: impl Fn(&Action) -> bool,
) -> Vec<(String, Msg)> {
    let mut out: Vec<(String, Msg)> = Vec::new();
    for b in table.iter().filter(|b| keep(&b.action)) {
        let Some(msg) = b.help else { continue };
        let keys: Vec<String> = b.keys.iter().map(|k| k.hint_label(lang)).collect();
        match out.iter_mut().find(|(_, m)| *m == msg) {
            Some((k, _)) => {
                k.push('/');
                k.push_str(&keys.join("/"));
            }
            None => out.push((keys.join("/"), msg)),
        }
    }
    out
}

/// Draws as many hints as fit, in order; the way out (`q`) is never left out: when
/// not all fit, the others give way to it.
pub fn draw_hints(
    buf: &mut Buffer,
    area: Rect,
    theme: &Theme,
    lang: Lang,
    hints: &[(String, Msg)],
) {
    let need = |(key, msg): &(String, Msg)| (2 + key.width() + 1 + msg.text(lang).width()) as u16;
    let quit = hints.iter().find(|(_, m)| *m == Msg::HintQuit);
    let mut room = (area.width + 2).saturating_sub(quit.map_or(0, need));
    let mut shown: Vec<&(String, Msg)> = Vec::new();
    for h in hints.iter().filter(|(_, m)| *m != Msg::HintQuit) {
        if need(h) > room {
            break;
        }
        room -= need(h);
        shown.push(h);
    }
    shown.extend(quit);
    let mut x = 0u16;
    for (i, (key, msg)) in shown.into_iter().enumerate() {
        if i > 0 {
            x += 2;
        }
        x = put(buf, area, x, key, theme.style(Role::Key));
        x = put(buf, area, x + 1, msg.text(lang), theme.style(Role::Dim));
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
pub fn too_small(frame: &mut ratatui::Frame, look: &crate::app::Look, min_w: u16, min_h: u16) {
    let area = frame.area();
    let lang = look.lang();
    let theme = &look.theme;
    let mut lines = vec![Msg::TooSmallTitle.text(lang).to_string()];
    lines.extend(crate::i18n::too_small(
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

/// `text` broken into lines of at most `width` cells (in `view/text_wrap.rs`,
/// shared with the game's help).
pub use crate::view::text_wrap::wrap;
