//! The engine crate's own texts, both languages side by side (the catalogue's one
//! shape, `chuhe_core::catalogue`): why a book file cannot be read. The English of a
//! format error is its `Display`; an I/O failure is worded as the core words any file's.

use chuhe_core::catalogue::{Examples, FileText};
use chuhe_core::lang::{Lang, Render};

use crate::book::{BookError, OpenError};

impl Render for OpenError {
    fn render(&self, lang: Lang) -> String {
        match self {
            OpenError::Io { path, source } => FileText::io(path, source).render(lang),
            OpenError::Format { path, error } => match lang {
                Lang::Zh => format!("{}：{}", path.display(), error.render(lang)),
                Lang::En => format!("{}: {}", path.display(), error.render(lang)),
            },
        }
    }
}

impl Render for BookError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => book_error_zh(self),
            Lang::En => self.to_string(),
        }
    }
}

fn book_error_zh(e: &BookError) -> String {
    use BookError as E;
    match e {
        E::TooShort { offset, needed } => {
            format!("第{offset}字节：文件在文件头中就结束了（开局库至少有{needed}字节）")
        }
        E::NotABook { .. } => "第0字节：不是楚河的开局库（没有“CHUHEBK”标记）".into(),
        E::Version {
            offset,
            found,
            supported,
        } => format!("第{offset}字节：开局库格式第{found}版；本程序只读第{supported}版"),
        E::Reserved { offset, found } => {
            format!("第{offset}字节：保留标志位{found:#06x}不为零（更新的格式？）")
        }
        E::Truncated {
            offset,
            entries,
            needed,
            length,
        } => format!(
            "第{offset}字节：文件头记有{entries}个着法，需要{needed}字节，但文件在第{length}字节就结束了"
        ),
        E::TrailingBytes { offset, extra } => {
            format!("第{offset}字节：最后一个着法和校验和之后多出{extra}字节")
        }
        E::Checksum { offset } => format!("第{offset}字节：校验和与内容不符（文件已损坏）"),
        E::OtherKeys { offset } => {
            format!("第{offset}字节：此开局库用另一套局面键值制作（另一版本的散列）")
        }
        E::NoSuchPoint { offset, found } => {
            format!("第{offset}字节：点号{found}不在棋盘上（应为0至89）")
        }
        E::NullMove { offset } => format!("第{offset}字节：着法的起点与终点相同"),
        E::NoGames { offset } => format!("第{offset}字节：着法没有任何对局"),
        E::OutOfOrder { offset } => format!("第{offset}字节：着法未按顺序排列（或重复出现）"),
    }
}

impl Examples for BookError {
    fn examples() -> Vec<Self> {
        use BookError as E;
        vec![
            E::TooShort {
                offset: 12,
                needed: 40,
            },
            E::NotABook { offset: 0 },
            E::Version {
                offset: 8,
                found: 2,
                supported: 1,
            },
            E::Reserved {
                offset: 10,
                found: 1,
            },
            E::Truncated {
                offset: 100,
                entries: 9,
                needed: 238,
                length: 100,
            },
            E::TrailingBytes {
                offset: 238,
                extra: 3,
            },
            E::Checksum { offset: 230 },
            E::OtherKeys { offset: 12 },
            E::NoSuchPoint {
                offset: 40,
                found: 95,
            },
            E::NullMove { offset: 40 },
            E::NoGames { offset: 42 },
            E::OutOfOrder { offset: 54 },
        ]
    }
}

impl Examples for OpenError {
    fn examples() -> Vec<Self> {
        let path = || std::path::PathBuf::from("/home/alice/chuhe/game.pgn");
        vec![
            OpenError::Io {
                path: path(),
                source: std::io::Error::from(std::io::ErrorKind::NotFound),
            },
            OpenError::Format {
                path: path(),
                error: BookError::Checksum { offset: 230 },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use chuhe_core::catalogue::{Examples, check_family, variants};
    use strum::EnumCount;

    use crate::book::{BookError, OpenError};

    #[test]
    fn every_message_renders_in_both_languages_without_english_in_chinese() {
        check_family::<BookError>("book errors");
        check_family::<OpenError>("book files");
    }

    #[test]
    fn examples_cover_every_variant() {
        assert_eq!(variants(&BookError::examples()), BookError::COUNT);
        assert_eq!(variants(&OpenError::examples()), OpenError::COUNT);
    }
}
