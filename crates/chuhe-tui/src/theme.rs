//! Themes: TOML files naming a style per role (board, pieces, highlights, panel text).
//!
//! The shipped themes live in `themes/` and are compiled in with `include_str!`; user
//! themes are `*.toml` files in the config directory's `themes/` folder. A colour is a
//! list of choices, best first (`["#c00000", "160", "red"]`): a `#rrggbb` colour is
//! used only when the terminal announces true colour (`COLORTERM`), a number is a
//! 256-colour index, a name one of the 16 ANSI colours. When no choice fits the
//! terminal, the last one is converted down, so a theme never prints colours the
//! terminal cannot show.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use ratatui::style::{Color, Modifier, Style};
use serde::Deserialize;

use chuhe_core::catalogue::FileText;
use chuhe_core::lang::{Lang, Render};

/// The themes shipped with chuhe: (name, TOML text).
pub const BUILTIN: [(&str, &str); 3] = [
    ("classic", include_str!("../../../themes/classic.toml")),
    ("dark", include_str!("../../../themes/dark.toml")),
    ("mono", include_str!("../../../themes/mono.toml")),
];

/// How many colours the terminal can show.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ColorDepth {
    /// No colour at all (`NO_COLOR`): modifiers only.
    Mono,
    Ansi16,
    Ansi256,
    TrueColor,
}

impl ColorDepth {
    /// What the environment says: true colour only when `COLORTERM` is `truecolor`
    /// or `24bit`; 256 colours when `TERM` mentions `256color` (or `COLORTERM` is
    /// set at all); 16 otherwise. `NO_COLOR` (no-color.org) turns colour off.
    pub fn detect(get: impl Fn(&str) -> Option<String>) -> ColorDepth {
        if get("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            return ColorDepth::Mono;
        }
        let colorterm = get("COLORTERM").unwrap_or_default().to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" {
            return ColorDepth::TrueColor;
        }
        let term = get("TERM").unwrap_or_default();
        if term.contains("256color") || !colorterm.is_empty() {
            ColorDepth::Ansi256
        } else {
            ColorDepth::Ansi16
        }
    }
}

/// The roles a theme styles. Every widget asks for a role, never for a colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    /// The board area: grid lines (fg) and the board's background (bg).
    Board,
    River,
    Label,
    RedPiece,
    BlackPiece,
    Cursor,
    Selected,
    Target,
    LastMove,
    Preview,
    Check,
    Text,
    Dim,
    Title,
    Key,
    Turn,
    RedSide,
    BlackSide,
    Clock,
    ClockRun,
    ClockLow,
    Ok,
    Warning,
    Error,
    Border,
}

impl Role {
    pub const ALL: [Role; 25] = [
        Role::Board,
        Role::River,
        Role::Label,
        Role::RedPiece,
        Role::BlackPiece,
        Role::Cursor,
        Role::Selected,
        Role::Target,
        Role::LastMove,
        Role::Preview,
        Role::Check,
        Role::Text,
        Role::Dim,
        Role::Title,
        Role::Key,
        Role::Turn,
        Role::RedSide,
        Role::BlackSide,
        Role::Clock,
        Role::ClockRun,
        Role::ClockLow,
        Role::Ok,
        Role::Warning,
        Role::Error,
        Role::Border,
    ];

    /// The key of the role in a theme file.
    pub fn key(self) -> &'static str {
        match self {
            Role::Board => "board",
            Role::River => "river",
            Role::Label => "label",
            Role::RedPiece => "red_piece",
            Role::BlackPiece => "black_piece",
            Role::Cursor => "cursor",
            Role::Selected => "selected",
            Role::Target => "target",
            Role::LastMove => "last_move",
            Role::Preview => "preview",
            Role::Check => "check",
            Role::Text => "text",
            Role::Dim => "dim",
            Role::Title => "title",
            Role::Key => "key",
            Role::Turn => "turn",
            Role::RedSide => "red_side",
            Role::BlackSide => "black_side",
            Role::Clock => "clock",
            Role::ClockRun => "clock_run",
            Role::ClockLow => "clock_low",
            Role::Ok => "ok",
            Role::Warning => "warning",
            Role::Error => "error",
            Role::Border => "border",
        }
    }

    fn from_key(key: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.key() == key)
    }
}

/// A theme resolved for one terminal: a ratatui style per role.
#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    pub name: String,
    styles: [Style; Role::ALL.len()],
}

impl Theme {
    pub fn style(&self, role: Role) -> Style {
        self.styles[role as usize]
    }

    /// A shipped theme by name, for the given terminal.
    pub fn builtin(name: &str, depth: ColorDepth) -> Option<Theme> {
        let text = BUILTIN.iter().find(|(n, _)| *n == name)?.1;
        Some(Theme::parse(text, depth).expect("shipped themes parse (tested)"))
    }

    /// Parses a theme file. Roles it leaves out are taken from the theme it `extends`
    /// (a shipped theme, `classic` by default), so a user theme may change one colour.
    pub fn parse(text: &str, depth: ColorDepth) -> Result<Theme, ThemeError> {
        let file: ThemeFile = toml::from_str(text).map_err(|e| ThemeError::Toml(e.to_string()))?;
        let mut styles = [Style::default(); Role::ALL.len()];
        let own_roles_complete = Role::ALL.iter().all(|r| file.roles.contains_key(r.key()));
        if !own_roles_complete {
            let base_name = file.extends.as_deref().unwrap_or("classic");
            let base = BUILTIN
                .iter()
                .find(|(n, _)| *n == base_name)
                .ok_or_else(|| ThemeError::UnknownBase(base_name.to_string()))?;
            styles = Theme::parse(base.1, depth)?.styles;
        }
        for (key, spec) in &file.roles {
            let role = Role::from_key(key).ok_or_else(|| ThemeError::UnknownRole(key.clone()))?;
            styles[role as usize] = spec.resolve(depth).map_err(|e| ThemeError::Color {
                role: key.clone(),
                message: e,
            })?;
        }
        if depth == ColorDepth::Mono {
            for s in &mut styles {
                s.fg = None;
                s.bg = None;
            }
        }
        Ok(Theme {
            name: file.name.unwrap_or_else(|| "custom".to_string()),
            styles,
        })
    }

    /// Loads a theme by name: a user theme `<dir>/<name>.toml` first (so a user can
    /// override a shipped one), then the shipped themes.
    pub fn load(
        name: &str,
        user_dir: Option<&Path>,
        depth: ColorDepth,
    ) -> Result<Theme, ThemeError> {
        if let Some(dir) = user_dir {
            let path = dir.join(format!("{name}.toml"));
            if path.is_file() {
                let text = std::fs::read_to_string(&path).map_err(|e| ThemeError::Io {
                    path: path.display().to_string(),
                    kind: e.kind(),
                    detail: e.to_string(),
                })?;
                return Theme::parse(&text, depth).map_err(|e| e.in_file(&path));
            }
        }
        Theme::builtin(name, depth).ok_or_else(|| ThemeError::NotFound(name.to_string()))
    }

    /// The names of every theme available: shipped ones, then user ones.
    pub fn available(user_dir: Option<&Path>) -> Vec<String> {
        let mut names: Vec<String> = BUILTIN.iter().map(|(n, _)| n.to_string()).collect();
        if let Some(entries) = user_dir.and_then(|d| std::fs::read_dir(d).ok()) {
            let mut user: Vec<String> = entries
                .filter_map(|e| e.ok())
                .filter_map(|e| {
                    let p = e.path();
                    (p.extension()? == "toml").then(|| p.file_stem()?.to_str().map(String::from))?
                })
                .filter(|n| !names.contains(n))
                .collect();
            user.sort();
            names.extend(user);
        }
        names
    }
}

/// Why a theme cannot be used; worded by the catalogue ([`ThemeError::text`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThemeError {
    /// Not TOML, or not a theme's fields (the parser's words, English).
    Toml(String),
    UnknownRole(String),
    /// A colour of `role` cannot be read (the reader's words, English).
    Color {
        role: String,
        message: String,
    },
    UnknownBase(String),
    NotFound(String),
    Io {
        path: String,
        kind: std::io::ErrorKind,
        detail: String,
    },
    /// A problem of the theme file at `path`.
    InFile {
        path: String,
        inner: Box<ThemeError>,
    },
}

impl ThemeError {
    fn in_file(self, path: &Path) -> ThemeError {
        match self {
            ThemeError::NotFound(_) | ThemeError::Io { .. } => self,
            other => ThemeError::InFile {
                path: path.display().to_string(),
                inner: Box::new(other),
            },
        }
    }

    /// The catalogue's key for this problem.
    pub fn text(&self) -> FileText {
        match self {
            ThemeError::Toml(detail) => FileText::ThemeSyntax {
                detail: detail.clone(),
            },
            ThemeError::UnknownRole(role) => FileText::ThemeRole {
                role: role.clone(),
                known: Role::ALL.map(Role::key).join(", "),
            },
            ThemeError::Color { role, message } => FileText::ThemeColour {
                role: role.clone(),
                detail: message.clone(),
            },
            ThemeError::UnknownBase(base) => FileText::ThemeBase { base: base.clone() },
            ThemeError::NotFound(name) => FileText::ThemeNotFound { name: name.clone() },
            ThemeError::Io { path, kind, detail } => FileText::Io {
                kind: *kind,
                detail: detail.clone(),
            }
            .at(Path::new(path)),
            ThemeError::InFile { path, inner } => inner.text().at(Path::new(path)),
        }
    }
}

impl std::fmt::Display for ThemeError {
    /// English, for logs and tests; screens render [`ThemeError::text`].
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for ThemeError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ThemeFile {
    name: Option<String>,
    extends: Option<String>,
    #[serde(default)]
    roles: BTreeMap<String, StyleSpec>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct StyleSpec {
    fg: Option<ColorSpec>,
    bg: Option<ColorSpec>,
    #[serde(default)]
    bold: bool,
    #[serde(default)]
    dim: bool,
    #[serde(default)]
    italic: bool,
    #[serde(default)]
    underline: bool,
    #[serde(default)]
    reverse: bool,
}

impl StyleSpec {
    fn resolve(&self, depth: ColorDepth) -> Result<Style, String> {
        let mut style = Style::default();
        if let Some(fg) = &self.fg {
            style.fg = Some(fg.resolve(depth)?);
        }
        if let Some(bg) = &self.bg {
            style.bg = Some(bg.resolve(depth)?);
        }
        for (on, m) in [
            (self.bold, Modifier::BOLD),
            (self.dim, Modifier::DIM),
            (self.italic, Modifier::ITALIC),
            (self.underline, Modifier::UNDERLINED),
            (self.reverse, Modifier::REVERSED),
        ] {
            if on {
                style = style.add_modifier(m);
            }
        }
        Ok(style)
    }
}

/// One colour or a list of choices, best first.
#[derive(Deserialize)]
#[serde(untagged)]
enum ColorSpec {
    One(ColorChoice),
    Choices(Vec<ColorChoice>),
}

#[derive(Deserialize)]
#[serde(untagged)]
enum ColorChoice {
    Index(u8),
    Text(String),
}

impl ColorSpec {
    fn resolve(&self, depth: ColorDepth) -> Result<Color, String> {
        let choices: Vec<TermColor> = match self {
            ColorSpec::One(c) => vec![c.parse()?],
            ColorSpec::Choices(cs) => cs
                .iter()
                .map(ColorChoice::parse)
                .collect::<Result<_, _>>()?,
        };
        let last = *choices.last().ok_or("an empty list of colours")?;
        let fitting = choices.iter().find(|c| c.depth() <= depth).copied();
        Ok(fitting.unwrap_or(last).down_to(depth).to_ratatui())
    }
}

impl ColorChoice {
    fn parse(&self) -> Result<TermColor, String> {
        match self {
            ColorChoice::Index(i) => Ok(TermColor::Indexed(*i)),
            ColorChoice::Text(s) => s.parse(),
        }
    }
}

/// A colour as a terminal knows it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TermColor {
    Default,
    /// One of the 16 ANSI colours, 0–15.
    Ansi(u8),
    Indexed(u8),
    Rgb(u8, u8, u8),
}

const ANSI_NAMES: [&str; 16] = [
    "black",
    "red",
    "green",
    "yellow",
    "blue",
    "magenta",
    "cyan",
    "gray",
    "darkgray",
    "lightred",
    "lightgreen",
    "lightyellow",
    "lightblue",
    "lightmagenta",
    "lightcyan",
    "white",
];

/// The xterm default RGB values of the 16 ANSI colours, for converting down.
const ANSI_RGB: [(u8, u8, u8); 16] = [
    (0, 0, 0),
    (205, 0, 0),
    (0, 205, 0),
    (205, 205, 0),
    (0, 0, 238),
    (205, 0, 205),
    (0, 205, 205),
    (229, 229, 229),
    (127, 127, 127),
    (255, 0, 0),
    (0, 255, 0),
    (255, 255, 0),
    (92, 92, 255),
    (255, 0, 255),
    (0, 255, 255),
    (255, 255, 255),
];

impl std::str::FromStr for TermColor {
    type Err = String;
    fn from_str(s: &str) -> Result<TermColor, String> {
        let t = s.trim().to_ascii_lowercase();
        if let Some(hex) = t.strip_prefix('#') {
            let ok = hex.len() == 6 && hex.bytes().all(|b| b.is_ascii_hexdigit());
            if !ok {
                return Err(format!("'{s}' is not a #rrggbb colour"));
            }
            let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or(0);
            return Ok(TermColor::Rgb(byte(0), byte(2), byte(4)));
        }
        if let Ok(i) = t.parse::<u16>() {
            return u8::try_from(i)
                .map(TermColor::Indexed)
                .map_err(|_| format!("colour index {i} is not in 0–255"));
        }
        if t == "default" || t == "reset" {
            return Ok(TermColor::Default);
        }
        let t = t.replace(['_', '-', ' '], "").replace("grey", "gray");
        ANSI_NAMES
            .iter()
            .position(|n| *n == t)
            .map(|i| TermColor::Ansi(i as u8))
            .ok_or_else(|| {
                format!(
                    "unknown colour '{s}' (#rrggbb, 0–255, default or one of: {})",
                    ANSI_NAMES.join(", ")
                )
            })
    }
}

impl TermColor {
    fn depth(self) -> ColorDepth {
        match self {
            TermColor::Default => ColorDepth::Mono,
            TermColor::Ansi(_) => ColorDepth::Ansi16,
            TermColor::Indexed(i) if i < 16 => ColorDepth::Ansi16,
            TermColor::Indexed(_) => ColorDepth::Ansi256,
            TermColor::Rgb(..) => ColorDepth::TrueColor,
        }
    }

    /// The nearest colour the terminal can show.
    pub fn down_to(self, depth: ColorDepth) -> TermColor {
        if self.depth() <= depth {
            return self;
        }
        match depth {
            ColorDepth::Mono => TermColor::Default,
            ColorDepth::Ansi16 => TermColor::Ansi(nearest_ansi16(self.rgb())),
            ColorDepth::Ansi256 => TermColor::Indexed(nearest_256(self.rgb())),
            ColorDepth::TrueColor => self,
        }
    }

    fn rgb(self) -> (u8, u8, u8) {
        match self {
            TermColor::Default => (128, 128, 128),
            TermColor::Ansi(i) => ANSI_RGB[i as usize & 15],
            TermColor::Indexed(i) => index_rgb(i),
            TermColor::Rgb(r, g, b) => (r, g, b),
        }
    }

    fn to_ratatui(self) -> Color {
        match self {
            TermColor::Default => Color::Reset,
            TermColor::Ansi(i) => [
                Color::Black,
                Color::Red,
                Color::Green,
                Color::Yellow,
                Color::Blue,
                Color::Magenta,
                Color::Cyan,
                Color::Gray,
                Color::DarkGray,
                Color::LightRed,
                Color::LightGreen,
                Color::LightYellow,
                Color::LightBlue,
                Color::LightMagenta,
                Color::LightCyan,
                Color::White,
            ][i as usize & 15],
            TermColor::Indexed(i) if i < 16 => TermColor::Ansi(i).to_ratatui(),
            TermColor::Indexed(i) => Color::Indexed(i),
            TermColor::Rgb(r, g, b) => Color::Rgb(r, g, b),
        }
    }
}

impl fmt::Display for TermColor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TermColor::Default => f.write_str("default"),
            TermColor::Ansi(i) => f.write_str(ANSI_NAMES[*i as usize & 15]),
            TermColor::Indexed(i) => write!(f, "{i}"),
            TermColor::Rgb(r, g, b) => write!(f, "#{r:02x}{g:02x}{b:02x}"),
        }
    }
}

/// The RGB value of a 256-colour index (xterm palette: 16 ANSI, a 6×6×6 cube, 24 greys).
fn index_rgb(i: u8) -> (u8, u8, u8) {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match i {
        0..=15 => ANSI_RGB[i as usize],
        16..=231 => {
            let c = i - 16;
            (
                LEVELS[(c / 36) as usize],
                LEVELS[(c / 6 % 6) as usize],
                LEVELS[(c % 6) as usize],
            )
        }
        _ => {
            let v = 8 + 10 * (i - 232);
            (v, v, v)
        }
    }
}

fn distance(a: (u8, u8, u8), b: (u8, u8, u8)) -> u32 {
    let d = |x: u8, y: u8| (x as i32 - y as i32).pow(2) as u32;
    // Weighted for the eye's sensitivity (green most, blue least).
    3 * d(a.0, b.0) + 4 * d(a.1, b.1) + 2 * d(a.2, b.2)
}

fn nearest_256(rgb: (u8, u8, u8)) -> u8 {
    (16..=255u8)
        .min_by_key(|&i| distance(index_rgb(i), rgb))
        .unwrap_or(16)
}

fn nearest_ansi16(rgb: (u8, u8, u8)) -> u8 {
    (0..16u8)
        .min_by_key(|&i| distance(ANSI_RGB[i as usize], rgb))
        .unwrap_or(7)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::test_env as env;

    #[test]
    fn true_colour_only_when_colorterm_says_so() {
        assert_eq!(
            ColorDepth::detect(env(&[("TERM", "xterm-256color")])),
            ColorDepth::Ansi256
        );
        assert_eq!(
            ColorDepth::detect(env(&[
                ("TERM", "xterm-256color"),
                ("COLORTERM", "truecolor")
            ])),
            ColorDepth::TrueColor
        );
        assert_eq!(
            ColorDepth::detect(env(&[("TERM", "xterm")])),
            ColorDepth::Ansi16
        );
        assert_eq!(
            ColorDepth::detect(env(&[("TERM", "linux")])),
            ColorDepth::Ansi16
        );
        assert_eq!(
            ColorDepth::detect(env(&[("TERM", "xterm-256color"), ("NO_COLOR", "1")])),
            ColorDepth::Mono
        );
    }

    #[test]
    fn every_shipped_theme_parses_at_every_depth_and_sets_every_role() {
        for (name, text) in BUILTIN {
            let file: ThemeFile = toml::from_str(text).unwrap();
            for role in Role::ALL {
                assert!(
                    file.roles.contains_key(role.key()),
                    "{name} lacks role {}",
                    role.key()
                );
            }
            for depth in [
                ColorDepth::Mono,
                ColorDepth::Ansi16,
                ColorDepth::Ansi256,
                ColorDepth::TrueColor,
            ] {
                let theme = Theme::parse(text, depth).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(theme.name, name);
                for role in Role::ALL {
                    let s = theme.style(role);
                    for c in [s.fg, s.bg].into_iter().flatten() {
                        let ok = match depth {
                            ColorDepth::Mono => false,
                            ColorDepth::Ansi16 => !matches!(c, Color::Indexed(_) | Color::Rgb(..)),
                            ColorDepth::Ansi256 => !matches!(c, Color::Rgb(..)),
                            ColorDepth::TrueColor => true,
                        };
                        assert!(
                            ok,
                            "{name} at {depth:?}: role {} has colour {c:?}",
                            role.key()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn colours_convert_down_to_what_the_terminal_shows() {
        let red: TermColor = "#ff0000".parse().unwrap();
        assert_eq!(red.down_to(ColorDepth::Ansi256), TermColor::Indexed(196));
        assert_eq!(red.down_to(ColorDepth::Ansi16), TermColor::Ansi(9));
        assert_eq!(
            TermColor::Indexed(160).down_to(ColorDepth::Ansi16),
            TermColor::Ansi(1)
        );
        assert_eq!(red.down_to(ColorDepth::Mono), TermColor::Default);
        assert_eq!("lightRed".parse::<TermColor>(), Ok(TermColor::Ansi(9)));
        assert_eq!("dark_grey".parse::<TermColor>(), Ok(TermColor::Ansi(8)));
    }

    #[test]
    fn a_user_theme_may_change_one_role_and_errors_name_the_culprit() {
        let t = Theme::parse(
            "extends = \"dark\"\n[roles]\ncursor = { fg = \"#00ff00\" }\n",
            ColorDepth::TrueColor,
        )
        .unwrap();
        assert_eq!(t.style(Role::Cursor).fg, Some(Color::Rgb(0, 255, 0)));
        let dark = Theme::builtin("dark", ColorDepth::TrueColor).unwrap();
        assert_eq!(t.style(Role::RedPiece), dark.style(Role::RedPiece));

        let e = Theme::parse("[roles]\ncursr = {}\n", ColorDepth::Ansi16).unwrap_err();
        assert!(e.to_string().contains("cursr"), "{e}");
        let e = Theme::parse(
            "[roles]\ncursor = { fg = \"#12345\" }\n",
            ColorDepth::Ansi16,
        )
        .unwrap_err();
        assert!(
            e.to_string().contains("#12345") && e.to_string().contains("cursor"),
            "{e}"
        );
        let e = Theme::parse("[roles]\ncursor = { fg = 300 }\n", ColorDepth::Ansi16).unwrap_err();
        assert!(e.to_string().contains("cursor"), "{e}");
        assert!(Theme::parse("roles = 3", ColorDepth::Ansi16).is_err());
        assert!(matches!(
            Theme::parse("extends = \"nope\"", ColorDepth::Ansi16),
            Err(ThemeError::UnknownBase(_))
        ));
    }

    #[test]
    fn user_themes_come_from_the_config_directory() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("sea.toml"),
            "name = \"sea\"\nextends = \"dark\"\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("broken.toml"), "[roles\n").unwrap();
        assert_eq!(
            Theme::available(Some(dir.path())),
            ["classic", "dark", "mono", "broken", "sea"]
        );
        assert_eq!(
            Theme::load("sea", Some(dir.path()), ColorDepth::Ansi16)
                .unwrap()
                .name,
            "sea"
        );
        let e = Theme::load("broken", Some(dir.path()), ColorDepth::Ansi16).unwrap_err();
        assert!(e.to_string().contains("broken.toml"), "{e}");
        assert!(matches!(
            Theme::load("none", Some(dir.path()), ColorDepth::Ansi16),
            Err(ThemeError::NotFound(_))
        ));
    }
}
