//! Which format a file is in, from its content (binary signatures, then the text's
//! markers) and, when the content cannot tell, its extension.

use std::fmt;
use std::path::Path;

use super::cbr::{CBL_MAGIC, CBR_MAGIC};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// PGN (xqbase 《规范(四)》) in any dialect: Chinese, WXF or ICCS moves.
    Pgn,
    /// XQStudio XQF, every version.
    Xqf,
    /// 象棋桥 single record.
    Cbr,
    /// 象棋桥 library of records.
    Cbl,
    /// 象棋桥 XML record.
    Cbf,
    /// 东萍 DhtmlXQ / UBB text, also inside an HTML page.
    DhtmlXq,
    /// chuhe's own JSON save.
    ChuheSave,
}

impl Format {
    pub const fn name(self) -> &'static str {
        match self {
            Format::Pgn => "PGN",
            Format::Xqf => "XQF",
            Format::Cbr => "象棋桥 CBR",
            Format::Cbl => "象棋桥 CBL",
            Format::Cbf => "象棋桥 CBF",
            Format::DhtmlXq => "DhtmlXQ",
            Format::ChuheSave => "chuhe save",
        }
    }

    /// The binary format a file's signature announces, if any.
    pub fn from_signature(bytes: &[u8]) -> Option<Format> {
        if bytes.starts_with(CBR_MAGIC) {
            Some(Format::Cbr)
        } else if bytes.starts_with(CBL_MAGIC) {
            Some(Format::Cbl)
        } else if bytes.starts_with(b"XQ") && bytes.len() >= 3 && bytes[2] < 0x20 {
            // "XQ" then a small version byte: text never looks like that.
            Some(Format::Xqf)
        } else {
            None
        }
    }

    /// The format a file name's extension suggests.
    pub fn from_extension(name: &Path) -> Option<Format> {
        let ext = name.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "pgn" | "pgn_zh" | "pgn_iccs" | "pgns" | "txt" => Format::Pgn,
            "xqf" => Format::Xqf,
            "cbr" => Format::Cbr,
            "cbl" => Format::Cbl,
            "cbf" => Format::Cbf,
            "htm" | "html" | "ubb" | "dhtml" => Format::DhtmlXq,
            "json" => Format::ChuheSave,
            _ => return None,
        })
    }

    /// The format of decoded text: the first marker found decides.
    pub fn from_text(text: &str) -> Format {
        let head = text.trim_start();
        if head.starts_with('{') && head.contains("\"chuhe\"") {
            Format::ChuheSave
        } else if text.contains("<ChineseChessRecord") {
            Format::Cbf
        } else if text.contains("[DhtmlXQ") || text.contains("[DHJHtmlXQ") {
            Format::DhtmlXq
        } else {
            Format::Pgn
        }
    }

    pub const fn is_binary(self) -> bool {
        matches!(self, Format::Xqf | Format::Cbr | Format::Cbl)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_win_over_extensions() {
        assert_eq!(Format::from_signature(b"XQ\x12\0"), Some(Format::Xqf));
        assert_eq!(Format::from_signature(b"XQ is not"), None);
        assert_eq!(
            Format::from_signature(b"CCBridge Record\0..."),
            Some(Format::Cbr)
        );
        assert_eq!(
            Format::from_signature(b"CCBridgeLibrary\0..."),
            Some(Format::Cbl)
        );
        assert_eq!(
            Format::from_extension(Path::new("a/b/030.XQF")),
            Some(Format::Xqf)
        );
        assert_eq!(Format::from_extension(Path::new("x")), None);
    }

    #[test]
    fn text_markers() {
        assert_eq!(Format::from_text("[Event \"x\"]\n1. h2e2"), Format::Pgn);
        assert_eq!(
            Format::from_text("<html>[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]"),
            Format::DhtmlXq
        );
        assert_eq!(
            Format::from_text("<?xml?><ChineseChessRecord Version=\"1.0\">"),
            Format::Cbf
        );
        assert_eq!(
            Format::from_text(" {\"format\": \"chuhe\", \"version\": \"1.0\"}"),
            Format::ChuheSave
        );
    }
}
