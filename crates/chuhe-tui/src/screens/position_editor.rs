//! The position editor: start from an empty board, the opening or the current
//! position; put and remove pieces with the keyboard (a FEN letter, upper case for
//! Red, or the piece's character) or the mouse; choose the side to move. Every change
//! is validated by the rules core (`Position::from_setup`, 1.2, 2.2, 3.4) and what is
//! wrong is said in the catalogue's words; Enter plays from a valid position
//! ([`Effect::PlayFrom`]), `s` studies it (a record from there on the study
//! board).
//!
//! Keys are data (`keys::POSITION_EDITOR`).

use ratatui::Frame;
use ratatui::layout::Rect;

use crate::action::{Action, Dir};
use crate::app::{Look, StatusKind};
use crate::i18n::Msg;
use crate::keys::{self, Binding};
use crate::layout::{self, Screen as Layout};
use crate::theme::Role;
use crate::view::board::{self, piece_glyph};
use crate::view::put;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::Render;
use chuhe_core::rules::{Color, Kind, Piece, Position, PositionError, Setup, Square};

use super::drill_view;
use super::{Cx, Effect, Screen};

pub struct PositionEditor {
    setup: Setup,
    cursor: Square,
    /// The piece Space (or a click) puts down: the last one typed.
    brush: Option<Piece>,
    flipped: bool,
    /// The setup as a position, or why it is not one.
    checked: Result<Position, PositionError>,
}

/// The piece a key names: FEN's letters (K A B/E N/H R C P, upper case for Red) or
/// the board's characters, which are distinct for the two sides (帥 將, 俥 車 ...).
pub fn piece_of_key(c: char) -> Option<Piece> {
    if c.is_ascii_alphabetic() {
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        let kind = match c.to_ascii_lowercase() {
            'k' => Kind::King,
            'a' => Kind::Advisor,
            'b' | 'e' => Kind::Elephant,
            'n' | 'h' => Kind::Horse,
            'r' => Kind::Rook,
            'c' => Kind::Cannon,
            'p' => Kind::Pawn,
            _ => return None,
        };
        return Some(Piece::new(color, kind));
    }
    let simplified = match c {
        '帅' => '帥',
        '将' => '將',
        '马' => '馬',
        '车' => '車',
        other => other,
    };
    Color::ALL
        .into_iter()
        .flat_map(|color| Kind::ALL.into_iter().map(move |k| Piece::new(color, k)))
        .find(|&p| piece_glyph(p) == simplified)
}

impl PositionEditor {
    /// An editor over `setup` (the current board, a FEN's, or an empty one).
    pub fn new(setup: Setup) -> PositionEditor {
        let checked = Position::from_setup(&setup);
        PositionEditor {
            setup,
            cursor: Square::new(4, 0),
            brush: None,
            flipped: false,
            checked,
        }
    }

    /// An empty board, Red to move.
    pub fn empty() -> PositionEditor {
        PositionEditor::new(Setup::default())
    }

    /// The board of `pos`.
    pub fn from_position(pos: &Position) -> PositionEditor {
        PositionEditor::new(pos.to_setup())
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The position, or what is wrong with the setup.
    pub fn checked(&self) -> &Result<Position, PositionError> {
        &self.checked
    }

    fn changed(&mut self) {
        // The move counters belong to the old position: a new one starts afresh.
        self.setup.plies_since_capture = 0;
        self.setup.fullmoves = 1;
        self.checked = Position::from_setup(&self.setup);
    }

    fn put(&mut self, piece: Option<Piece>) {
        self.setup.set(self.cursor, piece);
        self.changed();
    }

    fn move_cursor(&mut self, dir: Dir) {
        self.cursor = dir.step(self.cursor, self.flipped);
    }

    /// Space or a click: the brush goes down, or comes off a point that has it.
    fn activate(&mut self) {
        let Some(brush) = self.brush else { return };
        if self.setup.piece_at(self.cursor) == Some(brush) {
            self.put(None);
        } else {
            self.put(Some(brush));
        }
    }

    fn layout(area: Rect, look: &Look) -> Option<Layout> {
        layout::fit(area, look.board).ok()
    }

    /// Carries out `action`; the effects for the app. `area` is where the screen was
    /// drawn (to map a click to a point).
    pub fn act(&mut self, action: Action, look: &Look, area: Rect) -> Vec<Effect> {
        let lang = look.lang();
        let mut fx = Vec::new();
        let submitting = matches!(action, Action::Submit | Action::Enter | Action::Save);
        match action {
            Action::Cursor(d) => self.move_cursor(d),
            Action::Type('0') => {
                self.setup = Setup {
                    side: self.setup.side,
                    ..Setup::default()
                };
                self.changed();
            }
            Action::Type('1') => {
                self.setup = Position::startpos().to_setup();
                self.changed();
            }
            Action::Type(c) => match piece_of_key(c) {
                Some(p) => {
                    self.brush = Some(p);
                    self.put(Some(p));
                }
                None => return fx,
            },
            Action::Activate => self.activate(),
            Action::Click { x, y } => {
                let Some(l) = Self::layout(area, look) else {
                    return fx;
                };
                match board::point_at(l.size, self.flipped, l.board, x, y) {
                    Some(sq) => {
                        self.cursor = sq;
                        self.activate();
                    }
                    None => return fx,
                }
            }
            Action::Erase => self.put(None),
            Action::NextField => {
                self.setup.side = !self.setup.side;
                self.changed();
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Submit | Action::Enter => match &self.checked {
                Ok(pos) => fx.push(Effect::PlayFrom(Box::new(pos.clone()))),
                Err(e) => fx.push(Effect::Status(
                    StatusKind::Error,
                    UiText::EditorInvalid(e.clone()).render(lang),
                )),
            },
            // Study: an empty record from this position, on the study board.
            Action::Save => match &self.checked {
                Ok(pos) => fx.push(Effect::Push(Box::new(super::study_board::StudyBoard::new(
                    chuhe_core::record::GameRecord::new(pos),
                )))),
                Err(e) => fx.push(Effect::Status(
                    StatusKind::Error,
                    UiText::EditorInvalid(e.clone()).render(lang),
                )),
            },
            // The editor closes: back to the game under it, or out of chuhe.
            Action::Cancel | Action::Quit => fx.push(Effect::Pop),
            Action::Help | Action::ToggleLang | Action::ToggleAscii | Action::CycleTheme => {
                fx.push(Effect::Look(action))
            }
            _ => return fx,
        }
        if !submitting {
            fx.push(Effect::ClearStatus);
        }
        fx
    }

    /// Draws the board being set up, what is wrong with it (or that it is valid),
    /// its FEN, the side to move and the keys.
    pub fn draw_in(&self, frame: &mut Frame, area: Rect, look: &Look, status: Option<&str>) {
        let lang = look.lang();
        let theme = &look.theme;
        let Some(l) = Self::layout(area, look) else {
            let (min_w, min_h) = layout::minimum();
            drill_view::too_small(frame, look, min_w, min_h);
            return;
        };
        // Drawn only: a setup without generals is no position to play from.
        let shown = Position::from_setup_raw(&self.setup);
        let view = board::BoardView {
            pos: &shown,
            flipped: self.flipped,
            size: l.size,
            glyphs: look.glyphs,
            theme,
            cursor: Some(self.cursor),
            selected: None,
            targets: chuhe_core::rules::Bitboard::EMPTY,
            last_move: None,
            preview: None,
            check: None,
        };
        frame.render_widget(view, l.board);
        let buf = frame.buffer_mut();
        let inner = drill_view::panel(buf, l.panel, theme, Msg::EditorTitle.text(lang));
        let mut y = 0u16;
        let side = UiText::ToMove(self.setup.side).render(lang);
        let side_role = match self.setup.side {
            Color::Red => Role::RedSide,
            Color::Black => Role::BlackSide,
        };
        if let Some(r) = drill_view::row(inner, y) {
            put(buf, r, 0, &side, theme.style(side_role));
        }
        y += 1;
        if let (Some(r), Some(b)) = (drill_view::row(inner, y), self.brush) {
            let x = put(
                buf,
                r,
                0,
                Msg::HintEditorBrush.text(lang),
                theme.style(Role::Dim),
            );
            let role = match b.color {
                Color::Red => Role::RedPiece,
                Color::Black => Role::BlackPiece,
            };
            put(
                buf,
                r,
                x + 1,
                &piece_glyph(b).to_string(),
                theme.style(role),
            );
        }
        y += 2;
        let (verdict, role) = match &self.checked {
            Ok(_) => (Msg::EditorValid.text(lang).to_string(), Role::Ok),
            Err(e) => (UiText::EditorInvalid(e.clone()).render(lang), Role::Error),
        };
        let fen = UiText::EditorFen(self.setup.fen()).render(lang);
        let keys_text = Msg::EditorPieceKeys.text(lang).to_string();
        for (text, role) in [(verdict, role), (fen, Role::Dim), (keys_text, Role::Dim)] {
            for line in drill_view::wrap(&text, inner.width) {
                if let Some(r) = drill_view::row(inner, y) {
                    put(buf, r, 0, &line, theme.style(role));
                }
                y += 1;
            }
            y += 1;
        }
        let buf = frame.buffer_mut();
        if let Some(text) = status {
            put(buf, l.status, 0, text, theme.style(Role::Error));
        }
        let valid = self.checked.is_ok();
        let mut hints = drill_view::hints_of(keys::POSITION_EDITOR, lang, |a| match a {
            Action::Submit | Action::Save => valid,
            Action::Cursor(_) => false,
            _ => true,
        });
        // What a valid position is for comes first.
        hints.sort_by_key(|(_, m)| !matches!(m, Msg::HintEditorPlay | Msg::HintEditorStudy));
        drill_view::draw_hints(buf, l.hints, theme, lang, &hints);
    }
}

impl Screen for PositionEditor {
    fn name(&self) -> &'static str {
        "position_editor"
    }

    fn keys(&self) -> &'static [Binding] {
        keys::POSITION_EDITOR
    }

    fn takes_text(&self) -> bool {
        true
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        self.act(action, cx.look, cx.area)
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        self.draw_in(frame, area, cx.look, cx.status.map(|s| s.text.as_str()));
    }
}

/// The editor over a FEN's board (`chuhe view --fen`): any FEN that can be read,
/// even one whose position is wrong, so that it can be put right here.
pub fn from_fen(fen: &str) -> Result<PositionEditor, chuhe_core::rules::FenError> {
    Ok(PositionEditor::new(Setup::from_fen(fen)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::BoardSize;
    use crate::theme::{ColorDepth, Theme};
    use crate::view::board::Glyphs;
    use chuhe_core::lang::Lang;
    use chuhe_core::rules::FenError;

    fn look() -> Look {
        Look {
            lang: Lang::Zh,
            theme: Theme::builtin("classic", ColorDepth::Ansi256).unwrap(),
            glyphs: Glyphs::Cjk,
            notation: None,
            board: BoardSize::Auto,
            depth: ColorDepth::Ansi256,
            theme_dir: None,
        }
    }

    const AREA: Rect = Rect::new(0, 0, 100, 30);

    /// Keys as the player presses them: arrows as `^ v < >`, `T` Tab, `X` remove,
    /// anything else typed.
    fn press(e: &mut PositionEditor, keys: &str) -> Vec<Effect> {
        let mut fx = Vec::new();
        for c in keys.chars() {
            let a = match c {
                '^' => Action::Cursor(Dir::Up),
                'v' => Action::Cursor(Dir::Down),
                '<' => Action::Cursor(Dir::Left),
                '>' => Action::Cursor(Dir::Right),
                'T' => Action::NextField,
                'X' => Action::Erase,
                '_' => Action::Activate,
                '!' => Action::Submit,
                c => Action::Type(c),
            };
            fx.extend(e.act(a, &look(), AREA));
        }
        fx
    }

    /// The editor's verdict agrees with the rules core reading the editor's own FEN
    /// (`Position::from_fen`), and names the error it is expected to.
    fn wrong(e: &PositionEditor, expected: PositionError) -> String {
        assert_eq!(e.checked().as_ref().err(), Some(&expected));
        assert_eq!(
            Position::from_fen(&e.setup().fen()).err(),
            Some(FenError::Position(expected.clone()))
        );
        UiText::EditorInvalid(expected).render(Lang::Zh)
    }

    #[test]
    fn each_rules_error_is_found_and_said() {
        let mut e = PositionEditor::empty();
        wrong(&e, PositionError::MissingGeneral(Color::Red));
        // The cursor starts on e0, Red's general's point.
        press(&mut e, "K");
        let t = wrong(&e, PositionError::MissingGeneral(Color::Black));
        assert!(t.contains("黑方没有将"), "{t}");
        press(&mut e, "^^^^^^^^^k");
        let t = wrong(&e, PositionError::GeneralsFacing(4));
        assert!(t.contains("红方五路") && t.contains("(2.2)"), "{t}");
        // A piece between them: a Black advisor on e8 is a legal point.
        press(&mut e, "va");
        assert!(e.checked().is_ok(), "{:?}", e.checked());
        // A second Red general on e3, then the first one taken off.
        press(&mut e, "vvvvvK");
        wrong(
            &e,
            PositionError::TooManyGenerals {
                color: Color::Red,
                count: 2,
            },
        );
        press(&mut e, "vvvX");
        let t = wrong(
            &e,
            PositionError::GeneralOutsidePalace {
                color: Color::Red,
                square: Square::new(4, 3),
            },
        );
        assert!(t.contains("九宫"), "{t}");
        press(&mut e, "^^^X");
        assert_eq!(e.cursor(), Square::new(4, 3));
        press(&mut e, "vvvK^A");
        assert_eq!(e.cursor(), Square::new(4, 1));
        assert!(e.checked().is_ok());
        // A Red advisor on e1 is fine; on e2 it is not.
        press(&mut e, "^A");
        let t = wrong(
            &e,
            PositionError::UnreachablePoint {
                piece: Piece::new(Color::Red, Kind::Advisor),
                square: Square::new(4, 2),
            },
        );
        assert!(t.contains("斜线"), "{t}");
        press(&mut e, "X<<<<R>R>R");
        let t = wrong(
            &e,
            PositionError::TooMany {
                color: Color::Red,
                kind: Kind::Rook,
                count: 3,
            },
        );
        assert!(t.contains("最多2个"), "{t}");
        // Two rooks left (a2, b2); one more on a9 checks Black's general along the
        // back rank while it is Red's move.
        press(&mut e, "X<X<^^^^^^^R");
        let t = wrong(&e, PositionError::SideNotToMoveInCheck(Color::Black));
        assert!(t.contains("(3.4)"), "{t}");
        let fx = press(&mut e, "!");
        assert!(matches!(&fx[..], [Effect::Status(StatusKind::Error, s)] if *s == t));
        // Black to move: Black may well be in check.
        press(&mut e, "T");
        let fx = press(&mut e, "!");
        let [Effect::PlayFrom(pos)] = &fx[..] else {
            panic!("no game from a valid position");
        };
        // Written out by hand: the board built key by key above.
        assert_eq!(pos.fen(), "R3k4/4a4/9/9/9/9/9/R8/4A4/4K4 b - - 0 1");
    }
}
