//! Splits PGN text into tokens: tags, comments, variation brackets, move numbers,
//! results and words (the moves). Tokens borrow from the text; nothing is allocated
//! except for tag values with escapes.
//!
//! Lenient where the wild is: move numbers may be glued to the move (`1.炮二平五`),
//! followed by dots or an ellipsis (`1...`, `1. ...`, `1.…`), or by nothing before
//! Black's move (`1.          马８进７`); results are also written 红胜 / 黑胜 / 和棋.

use std::borrow::Cow;

use crate::record::model::GameResult;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token<'a> {
    /// `[Name "value"]`.
    Tag {
        name: &'a str,
        value: Cow<'a, str>,
    },
    /// `{...}` or `; ...` to the end of the line, without its delimiters.
    Comment(&'a str),
    VariationStart,
    VariationEnd,
    /// `12.`, `12...`: numbering, which the reader does not need.
    MoveNumber,
    /// `...` or `…` standing for a move not written (Black-first records).
    Ellipsis,
    /// `$12` or `!?`-style annotation glyphs, as written.
    Annotation(&'a str),
    Result(GameResult),
    /// Anything else: a move in some notation, or junk.
    Word(&'a str),
}

/// A token and the byte offset where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Spanned<'a> {
    pub token: Token<'a>,
    pub offset: usize,
}

/// A lexing problem: an unclosed comment or tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LexError {
    pub offset: usize,
    pub message: &'static str,
}

pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
}

fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{FEFF}'
}

/// Characters that end a word.
fn is_delimiter(c: char) -> bool {
    is_space(c) || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';')
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Lexer<'a> {
        Lexer { text, pos: 0 }
    }

    /// The byte offset reached: the end of the last token returned.
    pub fn offset(&self) -> usize {
        self.pos
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        let trimmed = rest.trim_start_matches(is_space);
        self.pos += rest.len() - trimmed.len();
    }

    /// Skips to the next line that starts with `[` (after blanks): used after a
    /// game's result, to pass over whatever a program wrote after it (xqbase adverts,
    /// `=====` rules) without reading it as moves.
    pub fn skip_to_next_tag_line(&mut self) {
        let mut at = self.pos;
        loop {
            let line_end = self.text[at..]
                .find('\n')
                .map_or(self.text.len(), |i| at + i + 1);
            let line = self.text[at..line_end].trim_start_matches(is_space);
            if line.starts_with('[') && at != self.pos {
                self.pos = line_end - line.len();
                return;
            }
            if line_end >= self.text.len() {
                self.pos = self.text.len();
                return;
            }
            at = line_end;
        }
    }

    pub fn next_token(&mut self) -> Option<Result<Spanned<'a>, LexError>> {
        self.skip_space();
        let start = self.pos;
        let rest = self.rest();
        let first = rest.chars().next()?;
        let token = match first {
            '[' => return Some(self.tag(start)),
            '{' => {
                let Some(end) = rest.find('}') else {
                    self.pos = self.text.len();
                    return Some(Err(LexError {
                        offset: start,
                        message: "this comment '{' is never closed with '}'",
                    }));
                };
                self.pos += end + 1;
                Token::Comment(&rest[1..end])
            }
            ';' => {
                let end = rest.find('\n').unwrap_or(rest.len());
                self.pos += end;
                Token::Comment(rest[1..end].trim_end_matches('\r'))
            }
            '(' => {
                self.pos += 1;
                Token::VariationStart
            }
            ')' => {
                self.pos += 1;
                Token::VariationEnd
            }
            '}' | ']' => {
                self.pos += 1;
                Token::Word(&rest[..1])
            }
            _ => {
                let end = rest.find(is_delimiter).unwrap_or(rest.len());
                let word = &rest[..end];
                let number = move_number_len(word);
                if number > 0 {
                    self.pos += number;
                    Token::MoveNumber
                } else {
                    self.pos += end;
                    classify(word)
                }
            }
        };
        Some(Ok(Spanned {
            token,
            offset: start,
        }))
    }

    /// `[Name "value"]`, leniently: a missing closing quote or bracket ends the value
    /// at the end of the line.
    fn tag(&mut self, start: usize) -> Result<Spanned<'a>, LexError> {
        let rest = self.rest();
        let line_end = rest.find('\n').unwrap_or(rest.len());
        let line = &rest[1..line_end];
        let name_len = line
            .find(|c: char| is_space(c) || c == '"' || c == ']')
            .unwrap_or(line.len());
        let name = &line[..name_len];
        let after = line[name_len..].trim_start_matches(is_space);
        let (value, used): (Cow<'a, str>, usize) = if let Some(body) = after.strip_prefix('"') {
            let (value, len) = quoted(body);
            let tail = &body[len..];
            let close = tail.find(']').map_or(tail.len(), |i| i + 1);
            (value, line.len() - tail.len() + close)
        } else {
            let close = after.find(']').unwrap_or(after.len());
            (
                Cow::Borrowed(after[..close].trim_end()),
                line.len() - after.len() + (close + 1).min(after.len()),
            )
        };
        if name.is_empty() {
            self.pos += 1 + line.len();
            return Err(LexError {
                offset: start,
                message: "a tag '[' without a name",
            });
        }
        self.pos += 1 + used;
        Ok(Spanned {
            token: Token::Tag { name, value },
            offset: start,
        })
    }
}

/// The value of a quoted tag (after the opening quote) and the bytes it used,
/// closing quote included. `\"` and `\\` are escapes.
fn quoted(body: &str) -> (Cow<'_, str>, usize) {
    let mut owned: Option<String> = None;
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => {
                let value = owned.map_or(Cow::Borrowed(&body[..i]), Cow::Owned);
                return (value, i + 1);
            }
            '\\' if matches!(body[i + 1..].chars().next(), Some('"' | '\\')) => {
                let s = owned.get_or_insert_with(|| body[..i].to_string());
                let (_, escaped) = chars.next().expect("checked above");
                s.push(escaped);
            }
            '\n' | '\r' => {
                let value = owned.map_or(Cow::Borrowed(&body[..i]), Cow::Owned);
                return (value, i);
            }
            _ => {
                if let Some(s) = owned.as_mut() {
                    s.push(c);
                }
            }
        }
    }
    (owned.map_or(Cow::Borrowed(body), Cow::Owned), body.len())
}

/// The length of a move number at the start of `word` (digits then dots or an
/// ellipsis), or 0 when the word does not start with one. `33.4` is not a move
/// number (a WXF pawn move), `1.炮二平五` starts with one.
fn move_number_len(word: &str) -> usize {
    let b = word.as_bytes();
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits == b.len() {
        return 0;
    }
    let mut end = digits;
    let mut dots = 0;
    loop {
        let rest = &word[end..];
        if rest.starts_with('.') || rest.starts_with('、') || rest.starts_with('．') {
            end += rest.chars().next().map_or(1, char::len_utf8);
            dots += 1;
        } else if rest.starts_with('…') {
            end += '…'.len_utf8();
            dots += 1;
        } else {
            break;
        }
    }
    // One dot followed by a digit is a WXF move such as 33.4 or 15.4.
    if dots == 0 || (dots == 1 && b.get(end).is_some_and(u8::is_ascii_digit)) {
        return 0;
    }
    end
}

fn classify(word: &str) -> Token<'_> {
    if word.chars().all(|c| matches!(c, '.' | '…' | '。')) {
        return Token::Ellipsis;
    }
    if word.starts_with('$') || word.chars().all(|c| matches!(c, '!' | '?')) {
        return Token::Annotation(word);
    }
    // Results start with one of these; moves never do (a quick test, as every move
    // passes here).
    let may_be_result = word.starts_with(['0', '1', '*', '½', '红', '紅', '黑', '和', '未']);
    let result = if may_be_result {
        GameResult::parse(word)
    } else {
        None
    };
    match result {
        Some(r) => Token::Result(r),
        None => Token::Word(word),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Token<'_>> {
        let mut lx = Lexer::new(text);
        let mut out = Vec::new();
        while let Some(t) = lx.next_token() {
            out.push(t.unwrap().token);
        }
        out
    }

    #[test]
    fn tags_with_escapes_and_without_quotes() {
        assert_eq!(
            tokens(r#"[Event "a \"b\" \\c"] [Red 许银川]"#),
            vec![
                Token::Tag {
                    name: "Event",
                    value: Cow::Owned(r#"a "b" \c"#.into())
                },
                Token::Tag {
                    name: "Red",
                    value: Cow::Borrowed("许银川")
                },
            ]
        );
    }

    #[test]
    fn numbering_dialects() {
        use Token::*;
        assert_eq!(
            tokens("1. 炮二平五 马８进７ 2.马二进三 3... 车９平８ 4. … 卒"),
            vec![
                MoveNumber,
                Word("炮二平五"),
                Word("马８进７"),
                MoveNumber,
                Word("马二进三"),
                MoveNumber,
                Word("车９平８"),
                MoveNumber,
                Ellipsis,
                Word("卒"),
            ]
        );
        assert_eq!(
            tokens("12. 33.4 C2.5 1.h2e2"),
            vec![
                MoveNumber,
                Word("33.4"),
                Word("C2.5"),
                MoveNumber,
                Word("h2e2")
            ]
        );
    }

    #[test]
    fn comments_variations_and_results() {
        use Token::*;
        assert_eq!(
            tokens("{好棋} (1. ... 炮４退７) ; 注\n 1-0 红胜 和棋 * $1 !?"),
            vec![
                Comment("好棋"),
                VariationStart,
                MoveNumber,
                Ellipsis,
                Word("炮４退７"),
                VariationEnd,
                Comment(" 注"),
                Result(GameResult::RedWins),
                Result(GameResult::RedWins),
                Result(GameResult::Draw),
                Result(GameResult::Unknown),
                Annotation("$1"),
                Annotation("!?"),
            ]
        );
    }

    #[test]
    fn unclosed_comment_is_an_error_at_its_brace() {
        let mut lx = Lexer::new("1. 炮二平五 {never closed");
        lx.next_token();
        lx.next_token();
        let e = lx.next_token().unwrap().unwrap_err();
        assert_eq!(e.offset, "1. 炮二平五 ".len());
        assert!(lx.next_token().is_none());
    }

    #[test]
    fn junk_after_a_game_is_skipped_to_the_next_tag_line() {
        let text = " 0-1\n====\n欢迎访问 {\n  [Game \"Chinese Chess\"]\n1. h2e2";
        let mut lx = Lexer::new(text);
        assert_eq!(
            lx.next_token().unwrap().unwrap().token,
            Token::Result(GameResult::BlackWins)
        );
        lx.skip_to_next_tag_line();
        assert!(matches!(
            lx.next_token().unwrap().unwrap().token,
            Token::Tag { name: "Game", .. }
        ));
    }
}
