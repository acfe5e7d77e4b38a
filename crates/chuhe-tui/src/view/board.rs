//! The board (article 1.1): nine files and ten ranks of grid lines, the palace
//! diagonals, the river with 楚河 汉界, file labels for both sides (1..9 over Black,
//! 一..九 under Red) and the pieces on the points.
//!
//! Three sizes share one drawing routine, parameterised by the distance between
//! points: `Large` (6 columns × 3 rows), `Full` (4 × 2, fits 80×24 beside the
//! panels) and `Compact` (3 × 1, no gap rows, so no diagonals). Every point takes two
//! cells — a Chinese character is two cells wide — and the cursor is drawn as
//! brackets in the cells either side, so it is visible in every theme.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use chuhe_core::rules::{Bitboard, Color, Kind, Move, Piece, Position, Square};

use crate::theme::{Role, Theme};

/// How pieces and lines are drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Glyphs {
    /// Chinese characters and box-drawing lines.
    Cjk,
    /// Letters and ASCII lines, for terminals without CJK fonts.
    Ascii,
}

/// The board drawings, largest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardSize {
    Large,
    Full,
    Compact,
}

impl BoardSize {
    /// Distance between points: columns across, rows down.
    fn steps(self) -> (u16, u16) {
        match self {
            BoardSize::Large => (6, 3),
            BoardSize::Full => (4, 2),
            BoardSize::Compact => (3, 1),
        }
    }

    /// Width of the widget: the grid plus one cell each side for the cursor brackets.
    pub fn width(self) -> u16 {
        8 * self.steps().0 + 2 + 2
    }

    /// Height of the widget: the grid plus a label row above and below.
    pub fn height(self) -> u16 {
        self.grid_height() + 2
    }

    fn grid_height(self) -> u16 {
        match self {
            // No gap rows: one extra row shows the river.
            BoardSize::Compact => 11,
            _ => 9 * self.steps().1 + 1,
        }
    }
}

/// What the board shows, besides the position.
#[derive(Clone, Debug)]
pub struct BoardView<'a> {
    pub pos: &'a Position,
    /// Black at the bottom.
    pub flipped: bool,
    pub size: BoardSize,
    pub glyphs: Glyphs,
    pub theme: &'a Theme,
    pub cursor: Option<Square>,
    pub selected: Option<Square>,
    /// Points the selected piece can move to.
    pub targets: Bitboard,
    pub last_move: Option<Move>,
    /// The move the typed text resolves to, while typing.
    pub preview: Option<Move>,
    /// The general in check.
    pub check: Option<Square>,
}

/// The piece's character on the board. Red and Black use distinct characters for
/// every kind, so the sides stay apart even without colour: 帥仕相傌俥炮兵 /
/// 將士象馬車砲卒 (never the U+1FA60 chess symbols, whose width terminals get wrong).
pub fn piece_glyph(p: Piece) -> char {
    match (p.color, p.kind) {
        (Color::Red, Kind::King) => '帥',
        (Color::Red, Kind::Advisor) => '仕',
        (Color::Red, Kind::Elephant) => '相',
        (Color::Red, Kind::Horse) => '傌',
        (Color::Red, Kind::Rook) => '俥',
        (Color::Red, Kind::Cannon) => '炮',
        (Color::Red, Kind::Pawn) => '兵',
        (Color::Black, Kind::King) => '將',
        (Color::Black, Kind::Advisor) => '士',
        (Color::Black, Kind::Elephant) => '象',
        (Color::Black, Kind::Horse) => '馬',
        (Color::Black, Kind::Rook) => '車',
        (Color::Black, Kind::Cannon) => '砲',
        (Color::Black, Kind::Pawn) => '卒',
    }
}

/// The piece's letter in ASCII mode: WXF letters (K A E H R C P), upper case for Red.
pub fn piece_letter(p: Piece) -> char {
    let c = match p.kind {
        Kind::King => 'k',
        Kind::Advisor => 'a',
        Kind::Elephant => 'e',
        Kind::Horse => 'h',
        Kind::Rook => 'r',
        Kind::Cannon => 'c',
        Kind::Pawn => 'p',
    };
    match p.color {
        Color::Red => c.to_ascii_uppercase(),
        Color::Black => c,
    }
}

const RED_FILES: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const BLACK_FILES: [&str; 9] = ["１", "２", "３", "４", "５", "６", "７", "８", "９"];

/// Where a point is on the screen: view file 0..9 left to right, view rank 0..10 top
/// to bottom. Black is at the top unless the board is flipped.
fn view_of(sq: Square, flipped: bool) -> (u16, u16) {
    let (f, r) = (sq.file() as u16, sq.rank() as u16);
    if flipped { (8 - f, r) } else { (f, 9 - r) }
}

fn square_of(vf: u16, vr: u16, flipped: bool) -> Square {
    if flipped {
        Square::new((8 - vf) as u8, vr as u8)
    } else {
        Square::new(vf as u8, (9 - vr) as u8)
    }
}

/// What a row of the grid holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Row {
    Points(u16),
    /// Sub-row `j` (1-based) of the gap below view rank `vr`.
    Gap(u16, u16),
    /// The compact board's river row.
    River,
}

impl BoardSize {
    fn row(self, y: u16) -> Row {
        let (_, vstep) = self.steps();
        if self == BoardSize::Compact {
            return match y {
                0..=4 => Row::Points(y),
                5 => Row::River,
                _ => Row::Points(y - 1),
            };
        }
        if y.is_multiple_of(vstep) {
            Row::Points(y / vstep)
        } else {
            Row::Gap(y / vstep, y % vstep)
        }
    }

    fn row_of_rank(self, vr: u16) -> u16 {
        match self {
            BoardSize::Compact if vr >= 5 => vr + 1,
            BoardSize::Compact => vr,
            _ => vr * self.steps().1,
        }
    }
}

/// The point under a screen cell (for the mouse), if any: a cell belongs to the
/// point whose two cells it is, or to the nearer point along the lines.
pub fn point_at(size: BoardSize, flipped: bool, area: Rect, x: u16, y: u16) -> Option<Square> {
    let (hstep, vstep) = size.steps();
    // The grid starts one cell in from the widget's left edge and one row down.
    let dx = (x + 1).checked_sub(area.x + 1)?;
    let dy = y.checked_sub(area.y + 1)?;
    let vf = dx / hstep;
    if vf > 8 || dy >= size.grid_height() {
        return None;
    }
    let vr = match size.row(dy) {
        Row::Points(vr) => vr,
        Row::Gap(vr, j) => {
            if j * 2 <= vstep {
                vr
            } else {
                vr + 1
            }
        }
        Row::River => return None,
    };
    (vr <= 9).then(|| square_of(vf, vr, flipped))
}

impl BoardView<'_> {
    fn highlight(&self, sq: Square) -> Option<Role> {
        if self.check == Some(sq) {
            Some(Role::Check)
        } else if self.selected == Some(sq) {
            Some(Role::Selected)
        } else if self.targets.contains(sq) {
            Some(Role::Target)
        } else if self.preview.is_some_and(|m| m.from == sq || m.to == sq) {
            Some(Role::Preview)
        } else if self.last_move.is_some_and(|m| m.from == sq || m.to == sq) {
            Some(Role::LastMove)
        } else {
            None
        }
    }

    fn line_chars(&self) -> LineChars {
        match self.glyphs {
            Glyphs::Cjk => LineChars::BOX,
            Glyphs::Ascii => LineChars::ASCII,
        }
    }
}

struct LineChars {
    horizontal: &'static str,
    vertical: &'static str,
    down_right: &'static str,
    down_left: &'static str,
    /// Junctions indexed by (up, down, left, right) as bits 3..0.
    junction: [&'static str; 16],
}

impl LineChars {
    const BOX: LineChars = LineChars {
        horizontal: "─",
        vertical: "│",
        down_right: "╲",
        down_left: "╱",
        junction: [
            " ", "─", "─", "─", "│", "┌", "┐", "┬", "│", "└", "┘", "┴", "│", "├", "┤", "┼",
        ],
    };
    const ASCII: LineChars = LineChars {
        horizontal: "-",
        vertical: "|",
        down_right: "\\",
        down_left: "/",
        junction: ["+"; 16],
    };
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let size = self.size;
        let (hstep, _) = size.steps();
        let area = area.intersection(buf.area);
        if area.width < size.width() || area.height < size.height() {
            return;
        }
        let board_style = self.theme.style(Role::Board);
        let area = Rect::new(area.x, area.y, size.width(), size.height());
        buf.set_style(area, board_style);
        let gx = area.x + 1;
        let gy = area.y + 1;
        let lines = self.line_chars();

        self.draw_labels(buf, gx, area.y, area.bottom() - 1, board_style);

        for dy in 0..size.grid_height() {
            let y = gy + dy;
            match size.row(dy) {
                Row::Points(vr) => {
                    for vf in 0..9u16 {
                        let x = gx + vf * hstep;
                        self.draw_point(buf, x, y, vf, vr, &lines, board_style);
                        if vf < 8 {
                            for k in 2..hstep {
                                buf[(x + k, y)].set_symbol(lines.horizontal);
                            }
                        }
                    }
                }
                Row::Gap(vr, j) => {
                    let river = vr == 4;
                    for vf in 0..9u16 {
                        if !river || vf == 0 || vf == 8 {
                            buf[(gx + vf * hstep, y)].set_symbol(lines.vertical);
                        }
                    }
                    self.draw_palace_diagonals(buf, gx, y, vr, j, &lines);
                    if river && j == (size.steps().1).div_ceil(2) {
                        self.draw_river(buf, gx, y, board_style);
                    }
                }
                Row::River => {
                    buf[(gx, y)].set_symbol(lines.vertical);
                    buf[(gx + 8 * hstep, y)].set_symbol(lines.vertical);
                    self.draw_river(buf, gx, y, board_style);
                }
            }
        }

        if let Some(m) = self.last_move {
            self.mark_last_move(buf, gx, gy, m, board_style);
        }

        if let Some(c) = self.cursor {
            let (vf, vr) = view_of(c, self.flipped);
            let x = gx + vf * hstep;
            let y = gy + size.row_of_rank(vr);
            let style = board_style.patch(self.theme.style(Role::Cursor));
            // A letter is one cell wide, a Chinese character two.
            let right = match self.glyphs {
                Glyphs::Ascii if self.pos.piece_at(c).is_some() => x + 1,
                _ => x + 2,
            };
            buf[(x - 1, y)].set_symbol("[").set_style(style);
            buf[(right, y)].set_symbol("]").set_style(style);
        }
    }
}

impl BoardView<'_> {
    #[allow(clippy::too_many_arguments)]
    fn draw_point(
        &self,
        buf: &mut Buffer,
        x: u16,
        y: u16,
        vf: u16,
        vr: u16,
        lines: &LineChars,
        board_style: Style,
    ) {
        let sq = square_of(vf, vr, self.flipped);
        let mut style = board_style;
        if let Some(role) = self.highlight(sq) {
            style = style.patch(self.theme.style(role));
        }
        let right_half = if vf < 8 { lines.horizontal } else { " " };
        match (self.pos.piece_at(sq), self.glyphs) {
            (Some(p), glyphs) => {
                let role = match p.color {
                    Color::Red => Role::RedPiece,
                    Color::Black => Role::BlackPiece,
                };
                let piece_style = board_style.patch(self.theme.style(role)).patch(
                    self.highlight(sq)
                        .map(|r| self.theme.style(r))
                        .unwrap_or_default(),
                );
                match glyphs {
                    Glyphs::Cjk => {
                        let mut tmp = [0u8; 4];
                        buf.set_stringn(x, y, piece_glyph(p).encode_utf8(&mut tmp), 2, piece_style);
                        buf[(x + 1, y)].set_style(piece_style);
                    }
                    Glyphs::Ascii => {
                        let mut tmp = [0u8; 4];
                        buf[(x, y)]
                            .set_symbol(piece_letter(p).encode_utf8(&mut tmp))
                            .set_style(piece_style);
                        buf[(x + 1, y)]
                            .set_symbol(right_half)
                            .set_style(board_style);
                    }
                }
            }
            (None, _) => {
                let inner = vf != 0 && vf != 8;
                // No lines cross the river except on the edge files (1.1).
                let up = vr > 0 && !(inner && vr == 5);
                let down = vr < 9 && !(inner && vr == 4);
                let left = vf > 0;
                let right = vf < 8;
                let idx = (up as usize) << 3
                    | (down as usize) << 2
                    | (left as usize) << 1
                    | right as usize;
                buf[(x, y)].set_symbol(lines.junction[idx]).set_style(style);
                buf[(x + 1, y)].set_symbol(right_half).set_style(style);
            }
        }
    }

    /// The last move marked by a glyph as well as by colour, so that it shows
    /// without colour (`NO_COLOR`, the mono theme): `*` on the point it left, and
    /// `*` right after the piece that moved (the cursor's brackets go over it).
    fn mark_last_move(&self, buf: &mut Buffer, gx: u16, gy: u16, m: Move, board_style: Style) {
        let (hstep, _) = self.size.steps();
        let style = board_style.patch(self.theme.style(Role::LastMove));
        let at = |sq: Square| {
            let (vf, vr) = view_of(sq, self.flipped);
            (gx + vf * hstep, gy + self.size.row_of_rank(vr))
        };
        if self.pos.piece_at(m.from).is_none() {
            let (x, y) = at(m.from);
            buf[(x, y)].set_symbol(LAST_MOVE_MARK).set_style(style);
        }
        if self.pos.piece_at(m.to).is_some() {
            let (x, y) = at(m.to);
            let after = match self.glyphs {
                Glyphs::Ascii => x + 1,
                Glyphs::Cjk => x + 2,
            };
            buf[(after, y)].set_symbol(LAST_MOVE_MARK).set_style(style);
        }
    }

    /// The diagonals of both palaces (九宫, 1.1): files 3..5 of view ranks 0..2 and 7..9.
    fn draw_palace_diagonals(
        &self,
        buf: &mut Buffer,
        gx: u16,
        y: u16,
        vr: u16,
        j: u16,
        lines: &LineChars,
    ) {
        let g = match vr {
            0 | 1 => vr,
            7 | 8 => vr - 7,
            _ => return,
        };
        let (hstep, vstep) = self.size.steps();
        let offset = hstep * j / vstep;
        for seg in [3u16, 4] {
            // In the first gap row of a palace the lines run from the corners to the
            // centre: ╲ on the left segment, ╱ on the right; in the second, the reverse.
            let falling = (seg == 3) == (g == 0);
            let (symbol, dx) = if falling {
                (lines.down_right, offset)
            } else {
                (lines.down_left, hstep - offset)
            };
            buf[(gx + seg * hstep + dx, y)].set_symbol(symbol);
        }
    }

    fn draw_river(&self, buf: &mut Buffer, gx: u16, y: u16, board_style: Style) {
        let style = board_style.patch(self.theme.style(Role::River));
        let (left, right) = match (self.glyphs, self.size) {
            (Glyphs::Ascii, _) => ("Chu He", "Han Jie"),
            (Glyphs::Cjk, BoardSize::Compact) => ("楚河", "汉界"),
            (Glyphs::Cjk, BoardSize::Full) => ("楚  河", "汉  界"),
            (Glyphs::Cjk, BoardSize::Large) => ("楚    河", "汉    界"),
        };
        let half = 4 * self.size.steps().0;
        for (text, from) in [(left, gx), (right, gx + half)] {
            let w = unicode_width::UnicodeWidthStr::width(text) as u16;
            let x = from + (half + 1).saturating_sub(w) / 2;
            buf.set_stringn(x, y, text, w as usize, style);
        }
    }

    fn draw_labels(&self, buf: &mut Buffer, gx: u16, top: u16, bottom: u16, board_style: Style) {
        let (hstep, _) = self.size.steps();
        let style = board_style.patch(self.theme.style(Role::Label));
        for vf in 0..9u16 {
            let file = square_of(vf, 0, self.flipped).file() as usize;
            // Red counts files from its right (file i = 一), Black from its right (a = 1).
            let red_n = 8 - file;
            let black_n = file;
            let (top_label, bottom_label) = match self.glyphs {
                Glyphs::Cjk => {
                    let (r, b) = (RED_FILES[red_n], BLACK_FILES[black_n]);
                    if self.flipped { (r, b) } else { (b, r) }
                }
                Glyphs::Ascii => {
                    let (r, b) = (DIGITS[red_n], DIGITS[black_n]);
                    if self.flipped { (r, b) } else { (b, r) }
                }
            };
            let x = gx + vf * hstep;
            buf.set_stringn(x, top, top_label, 2, style);
            buf.set_stringn(x, bottom, bottom_label, 2, style);
        }
    }
}

/// The glyph of the last move: plain ASCII, one cell wide in every terminal.
const LAST_MOVE_MARK: &str = "*";

const DIGITS: [&str; 9] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
