//! Text encodings of record files: UTF-8 (with or without BOM), GBK (most Chinese
//! tools: XQStudio, XQWizard, 象棋桥 exports), Big5 (Taiwan and Hong Kong, CCPD) and
//! UTF-16 with a BOM. The encoding is detected from the bytes.
//!
//! GBK and Big5 share their byte ranges, so most Big5 text also decodes as GBK, into
//! nonsense. Detection therefore decodes a sample both ways and keeps the one that
//! reads like a Xiangqi record: the words of moves, pieces and results.

use std::borrow::Cow;
use std::fmt;

use encoding_rs::{BIG5, Encoding, GBK, UTF_8, UTF_16BE, UTF_16LE};

use super::error::RecordError;
use crate::lang::{NameKind, UnknownName};

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum TextEncoding {
    #[default]
    Utf8,
    Gbk,
    Big5,
    Utf16Le,
    Utf16Be,
}

impl TextEncoding {
    pub const fn name(self) -> &'static str {
        match self {
            TextEncoding::Utf8 => "UTF-8",
            TextEncoding::Gbk => "GBK",
            TextEncoding::Big5 => "Big5",
            TextEncoding::Utf16Le => "UTF-16LE",
            TextEncoding::Utf16Be => "UTF-16BE",
        }
    }

    fn codec(self) -> &'static Encoding {
        match self {
            TextEncoding::Utf8 => UTF_8,
            TextEncoding::Gbk => GBK,
            TextEncoding::Big5 => BIG5,
            TextEncoding::Utf16Le => UTF_16LE,
            TextEncoding::Utf16Be => UTF_16BE,
        }
    }
}

impl fmt::Display for TextEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for TextEncoding {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<TextEncoding, UnknownName> {
        match s.to_ascii_lowercase().replace(['-', '_'], "").as_str() {
            "utf8" => Ok(TextEncoding::Utf8),
            "gbk" | "gb2312" | "gb18030" | "cp936" => Ok(TextEncoding::Gbk),
            "big5" | "cp950" => Ok(TextEncoding::Big5),
            _ => Err(UnknownName::new(NameKind::TextEncoding, s)),
        }
    }
}

/// Text decoded from a file.
#[derive(Debug)]
pub struct Decoded<'a> {
    pub text: Cow<'a, str>,
    pub encoding: TextEncoding,
    /// Some bytes were not valid in `encoding` and became U+FFFD.
    pub malformed: bool,
}

/// How many bytes the detection looks at: enough for dozens of moves, small enough
/// to keep detection cheap on big collections.
const SAMPLE: usize = 16 * 1024;

/// Decodes a record file, detecting its encoding. Never fails: bytes that are not
/// valid in the chosen encoding become U+FFFD, and the readers then report the move
/// or tag that contains them.
pub fn decode(bytes: &[u8]) -> Decoded<'_> {
    let bom = [
        (&b"\xEF\xBB\xBF"[..], TextEncoding::Utf8),
        (&b"\xFF\xFE"[..], TextEncoding::Utf16Le),
        (&b"\xFE\xFF"[..], TextEncoding::Utf16Be),
    ];
    for (mark, encoding) in bom {
        if let Some(rest) = bytes.strip_prefix(mark) {
            return decode_as(rest, encoding);
        }
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Some(gbk) = gbk_that_reads_as_utf8(bytes, text) {
            return gbk;
        }
        return Decoded {
            text: Cow::Borrowed(text),
            encoding: TextEncoding::Utf8,
            malformed: false,
        };
    }
    let sample = &bytes[..bytes.len().min(SAMPLE)];
    if mostly_utf8(sample) {
        // UTF-8 with a few broken bytes (a cut file, a bad copy).
        return decode_as(bytes, TextEncoding::Utf8);
    }
    let whole = sample.len() == bytes.len();
    let mut best: Option<(i64, TextEncoding, Cow<'_, str>, bool)> = None;
    for encoding in [TextEncoding::Gbk, TextEncoding::Big5] {
        let (text, malformed) = encoding.codec().decode_without_bom_handling(sample);
        let score = plausibility(&text);
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, encoding, text, malformed));
        }
    }
    let (_, encoding, text, malformed) = best.expect("two candidates");
    if whole {
        // The sample was the whole file: its decoding is the answer.
        return Decoded {
            text,
            encoding,
            malformed,
        };
    }
    decode_as(bytes, encoding)
}

/// A short GBK file can be valid UTF-8 by chance: 注 is D7 A2 in GBK, which UTF-8
/// reads as the Hebrew letter ע. Such bytes are GBK when their UTF-8 reading holds no
/// Chinese but letters of a script no Xiangqi record is written in (Hebrew, Arabic,
/// Syriac, Thaana, N'Ko: U+0590–U+07FF), while GBK reads them cleanly as Chinese.
/// Latin, Greek and Cyrillic letters stay UTF-8 (a player's name may hold them).
fn gbk_that_reads_as_utf8<'a>(bytes: &'a [u8], utf8: &str) -> Option<Decoded<'a>> {
    let is_cjk = |c: char| ('\u{4E00}'..='\u{9FFF}').contains(&c);
    let foreign = |c: char| ('\u{0590}'..='\u{07FF}').contains(&c);
    // One pass: a Chinese character settles it at once (as in every real record).
    let mut seen_foreign = false;
    for c in utf8.chars() {
        if is_cjk(c) {
            return None;
        }
        seen_foreign |= foreign(c);
    }
    if !seen_foreign {
        return None;
    }
    let (text, malformed) = GBK.decode_without_bom_handling(bytes);
    (!malformed && text.chars().any(is_cjk) && !text.chars().any(foreign)).then_some(Decoded {
        text,
        encoding: TextEncoding::Gbk,
        malformed: false,
    })
}

/// True when at most one multi-byte sequence in 64 is broken: text in GBK or Big5
/// read as UTF-8 breaks at nearly every Chinese character.
fn mostly_utf8(bytes: &[u8]) -> bool {
    let (mut good, mut bad) = (0usize, 0usize);
    let mut rest = bytes;
    loop {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                good += text.bytes().filter(|b| *b >= 0xC0).count();
                break;
            }
            Err(e) => {
                let (valid, after) = rest.split_at(e.valid_up_to());
                good += valid.iter().filter(|b| **b >= 0xC0).count();
                bad += 1;
                // A sequence cut by the end of the sample is not an error.
                let Some(len) = e.error_len() else { break };
                rest = &after[len..];
            }
        }
    }
    good > 0 && bad * 64 <= good
}

/// Decodes `bytes` in a known encoding (no BOM handling).
pub fn decode_as(bytes: &[u8], encoding: TextEncoding) -> Decoded<'_> {
    let (text, malformed) = encoding.codec().decode_without_bom_handling(bytes);
    Decoded {
        text,
        encoding,
        malformed,
    }
}

/// How much a decoded text looks like a Xiangqi record: characters of moves, pieces,
/// numerals and results count for it, replacement characters against it.
fn plausibility(text: &str) -> i64 {
    let mut score = 0i64;
    for c in text.chars().filter(|c| !c.is_ascii()) {
        score += match c {
            '\u{FFFD}' => -4,
            '进' | '進' | '退' | '平' | '车' | '車' | '俥' | '马' | '馬' | '傌' | '炮' | '砲'
            | '包' | '兵' | '卒' | '将' | '將' | '帅' | '帥' | '士' | '仕' | '象' | '相' | '一'
            | '二' | '三' | '四' | '五' | '六' | '七' | '八' | '九' | '前' | '后' | '後' | '中'
            | '红' | '紅' | '黑' | '胜' | '勝' | '负' | '負' | '和' | '局' | '赛' | '賽' | '先'
            | '１' | '２' | '３' | '４' | '５' | '６' | '７' | '８' | '９' => 1,
            _ => 0,
        };
    }
    score
}

/// Encodes text for writing: UTF-8, or GBK for older Chinese tools. A character GBK
/// cannot hold is an error naming it (nothing is silently replaced).
pub fn encode(text: &str, encoding: TextEncoding) -> Result<Vec<u8>, RecordError> {
    match encoding {
        TextEncoding::Utf8 => Ok(text.as_bytes().to_vec()),
        TextEncoding::Utf16Le | TextEncoding::Utf16Be => {
            let units = text.encode_utf16();
            Ok(if encoding == TextEncoding::Utf16Le {
                units.flat_map(u16::to_le_bytes).collect()
            } else {
                units.flat_map(u16::to_be_bytes).collect()
            })
        }
        TextEncoding::Gbk | TextEncoding::Big5 => {
            let codec = encoding.codec();
            let (bytes, _, unmappable) = codec.encode(text);
            if unmappable {
                let mut buf = [0u8; 4];
                let ch = text
                    .chars()
                    .find(|c| codec.encode(c.encode_utf8(&mut buf)).2)
                    .unwrap_or('\u{FFFD}');
                return Err(RecordError::Unencodable {
                    encoding: encoding.name(),
                    ch,
                });
            }
            Ok(bytes.into_owned())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MOVES: &str = "1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ 紅勝";

    #[test]
    fn utf8_with_and_without_bom() {
        let d = decode(MOVES.as_bytes());
        assert_eq!((d.encoding, d.text.as_ref()), (TextEncoding::Utf8, MOVES));
        let mut with_bom = b"\xEF\xBB\xBF".to_vec();
        with_bom.extend_from_slice(MOVES.as_bytes());
        let d = decode(&with_bom);
        assert_eq!((d.encoding, d.text.as_ref()), (TextEncoding::Utf8, MOVES));
    }

    #[test]
    fn gbk_and_big5_are_told_apart() {
        let simplified = "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 红胜";
        let gbk = encode(simplified, TextEncoding::Gbk).unwrap();
        let d = decode(&gbk);
        assert_eq!(
            (d.encoding, d.text.as_ref()),
            (TextEncoding::Gbk, simplified)
        );

        let (big5, _, bad) = BIG5.encode(MOVES);
        assert!(!bad);
        let d = decode(&big5);
        assert_eq!((d.encoding, d.text.as_ref()), (TextEncoding::Big5, MOVES));
    }

    /// A GBK record of one tag whose bytes happen to be valid UTF-8 (注 is D7 A2, the
    /// Hebrew ע in UTF-8) reads as GBK; a UTF-8 name in Latin letters stays UTF-8.
    #[test]
    fn gbk_that_is_valid_utf8_by_chance_is_gbk() {
        let text = "[Event \"注\"]\n";
        let gbk = encode(text, TextEncoding::Gbk).unwrap();
        assert!(std::str::from_utf8(&gbk).is_ok(), "the case is valid UTF-8");
        let d = decode(&gbk);
        assert_eq!((d.encoding, d.text.as_ref()), (TextEncoding::Gbk, text));
        let latin = "[Red \"José Müller\"]\n";
        let d = decode(latin.as_bytes());
        assert_eq!((d.encoding, d.text.as_ref()), (TextEncoding::Utf8, latin));
    }

    #[test]
    fn utf16_with_bom() {
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(encode(MOVES, TextEncoding::Utf16Le).unwrap());
        let d = decode(&bytes);
        assert_eq!(
            (d.encoding, d.text.as_ref()),
            (TextEncoding::Utf16Le, MOVES)
        );
    }

    #[test]
    fn utf8_with_a_broken_byte_stays_utf8() {
        let mut bytes = MOVES.repeat(20).into_bytes();
        bytes[40] = 0xFF;
        let d = decode(&bytes);
        assert_eq!(d.encoding, TextEncoding::Utf8);
        assert!(d.malformed && d.text.contains("炮二平五"));
    }

    #[test]
    fn garbage_decodes_with_replacements_and_never_fails() {
        let d = decode(&[0xFF, 0x00, 0x81, 0xFE, 0xC0]);
        assert!(d.malformed || !d.text.is_empty());
    }

    #[test]
    fn gbk_output_names_a_character_it_cannot_hold() {
        let e = encode("炮二平五 😀", TextEncoding::Gbk).unwrap_err();
        assert!(e.to_string().contains("U+1F600"), "{e}");
        assert_eq!(
            encode("炮二平五", TextEncoding::Gbk).unwrap(),
            vec![0xC5, 0xDA, 0xB6, 0xFE, 0xC6, 0xBD, 0xCE, 0xE5]
        );
    }
}
