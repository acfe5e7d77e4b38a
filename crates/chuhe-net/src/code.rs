//! Join codes and seat tokens: the two secrets of a hosted game.
//!
//! A join code such as `k7q2-m9xd-4htw` is what the host tells the other player and the
//! spectators. Its first group names the game (the socket is `<dir>/k7q2.sock`); the
//! other two are a 40-bit secret that the host checks before it lets anyone in. A code
//! is typed by people, so it is read leniently: any case, dashes and spaces anywhere,
//! and the look-alikes `o`, `i`, `l` read as `0`, `1`, `1` (Crockford's base 32).
//!
//! A seat token is a 128-bit secret the host gives to whoever takes a seat, and which
//! only that player's client holds: the code lets people in, the token lets one of
//! them act for Red or Black. Everyone who watches knows the code; nobody but the
//! player knows the token, so a spectator cannot take a seat whose player dropped.

use std::fmt;
use std::io::{self, Read};
use std::str::FromStr;

use thiserror::Error;

/// Crockford's base 32, lower case: no `i`, `l`, `o`, `u`.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";
/// Symbols of the game name.
pub const GAME_ID_LEN: usize = 4;
/// Symbols of the secret (5 bits each: 40 bits).
pub const SECRET_LEN: usize = 8;
/// Bytes of a seat token (128 bits), written as 32 hex digits.
pub const TOKEN_BYTES: usize = 16;

/// Fills `buf` from the operating system's random source.
pub fn fill_random(buf: &mut [u8]) -> io::Result<()> {
    std::fs::File::open("/dev/urandom")?.read_exact(buf)
}

/// Compares two secrets in time that depends only on their lengths, so that an
/// attacker timing the host's answers learns nothing about how much of a guess was
/// right.
pub fn secrets_equal(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The name of a hosted game: four base-32 symbols, also the socket's file name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameId([u8; GAME_ID_LEN]);

impl GameId {
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("base-32 symbols are ASCII")
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameId {
    type Err = CodeError;
    fn from_str(s: &str) -> Result<GameId, CodeError> {
        let symbols = read_symbols(s)?;
        if symbols.len() != GAME_ID_LEN {
            return Err(CodeError::GameIdLength {
                found: symbols.len(),
            });
        }
        let mut id = [0; GAME_ID_LEN];
        id.copy_from_slice(&symbols);
        Ok(GameId(id))
    }
}

/// A join code: the game's name and the secret that opens it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct JoinCode {
    game: GameId,
    secret: [u8; SECRET_LEN],
}

/// What is wrong with a typed join code (positions count from 1, dashes included).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum CodeError {
    #[error(
        "a join code has {} letters and digits (as k7q2-m9xd-4htw); this one has {found}",
        GAME_ID_LEN + SECRET_LEN
    )]
    Length { found: usize },
    #[error("a game name has {GAME_ID_LEN} letters and digits; this one has {found}")]
    GameIdLength { found: usize },
    #[error("'{ch}' (character {position}) cannot be in a join code: use 0-9 and a-z except u")]
    BadChar { ch: char, position: usize },
}

/// The base-32 symbols of `s` (lower case, look-alikes mapped), skipping dashes and
/// spaces.
fn read_symbols(s: &str) -> Result<Vec<u8>, CodeError> {
    let mut out = Vec::with_capacity(GAME_ID_LEN + SECRET_LEN);
    for (i, ch) in s.chars().enumerate() {
        let c = match ch.to_ascii_lowercase() {
            '-' | ' ' | '\t' => continue,
            'o' => '0',
            'i' | 'l' => '1',
            c => c,
        };
        if !c.is_ascii() || !ALPHABET.contains(&(c as u8)) {
            return Err(CodeError::BadChar {
                ch,
                position: i + 1,
            });
        }
        out.push(c as u8);
    }
    Ok(out)
}

impl JoinCode {
    /// A fresh code from the system's random source.
    pub fn random() -> io::Result<JoinCode> {
        let mut bytes = [0u8; GAME_ID_LEN + SECRET_LEN];
        fill_random(&mut bytes)?;
        let symbols = bytes.map(|b| ALPHABET[(b & 31) as usize]);
        let (game, secret) = symbols.split_at(GAME_ID_LEN);
        Ok(JoinCode {
            game: GameId(game.try_into().expect("split at the id length")),
            secret: secret.try_into().expect("the rest is the secret"),
        })
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    /// Whether `other` opens this game (compared in constant time).
    pub fn opens(&self, other: &JoinCode) -> bool {
        let same_game = self.game == other.game;
        secrets_equal(&self.secret, &other.secret) & same_game
    }
}

impl fmt::Display for JoinCode {
    /// `k7q2-m9xd-4htw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = std::str::from_utf8(&self.secret).expect("ASCII");
        write!(f, "{}-{}-{}", self.game, &s[..4], &s[4..])
    }
}

impl fmt::Debug for JoinCode {
    /// The secret stays out of logs and panic messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JoinCode({}-****-****)", self.game)
    }
}

impl FromStr for JoinCode {
    type Err = CodeError;
    fn from_str(s: &str) -> Result<JoinCode, CodeError> {
        let symbols = read_symbols(s)?;
        if symbols.len() != GAME_ID_LEN + SECRET_LEN {
            return Err(CodeError::Length {
                found: symbols.len(),
            });
        }
        let (game, secret) = symbols.split_at(GAME_ID_LEN);
        Ok(JoinCode {
            game: GameId(game.try_into().expect("length checked")),
            secret: secret.try_into().expect("length checked"),
        })
    }
}

/// A seat's secret, 32 hex digits.
#[derive(Clone, PartialEq, Eq)]
pub struct Token([u8; TOKEN_BYTES]);

/// A token that is not 32 hex digits.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("a seat token is {} hex digits", TOKEN_BYTES * 2)]
pub struct TokenError;

impl Token {
    pub fn random() -> io::Result<Token> {
        let mut bytes = [0u8; TOKEN_BYTES];
        fill_random(&mut bytes)?;
        Ok(Token(bytes))
    }

    /// Compared in constant time.
    pub fn matches(&self, other: &Token) -> bool {
        secrets_equal(&self.0, &other.0)
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(****)")
    }
}

impl FromStr for Token {
    type Err = TokenError;
    fn from_str(s: &str) -> Result<Token, TokenError> {
        let s = s.trim();
        if s.len() != TOKEN_BYTES * 2 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(TokenError);
        }
        let mut bytes = [0u8; TOKEN_BYTES];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).map_err(|_| TokenError)?;
        }
        Ok(Token(bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn codes_are_read_leniently() {
        let code: JoinCode = "k7q2-m9xd-4htw".parse().unwrap();
        assert_eq!(code.to_string(), "k7q2-m9xd-4htw");
        assert_eq!(code.game().as_str(), "k7q2");
        for typed in ["K7Q2M9XD4HTW", " k7q2 m9xd 4htw ", "k7q2-m9xd-4htw"] {
            assert!(code.opens(&typed.parse().unwrap()), "{typed}");
        }
        let o: JoinCode = "oilo-0000-0000".parse().unwrap();
        assert_eq!(o.to_string(), "0110-0000-0000");
    }

    #[test]
    fn bad_codes_say_what_is_wrong() {
        assert_eq!(
            "k7q2-m9xd".parse::<JoinCode>(),
            Err(CodeError::Length { found: 8 })
        );
        assert_eq!(
            "k7q2-m9xd-4htu".parse::<JoinCode>(),
            Err(CodeError::BadChar {
                ch: 'u',
                position: 14
            })
        );
        let e = "k7q2-m9xd-4ht楚".parse::<JoinCode>().unwrap_err();
        assert!(e.to_string().contains("'楚' (character 14)"), "{e}");
    }

    #[test]
    fn a_wrong_secret_or_game_does_not_open() {
        let code: JoinCode = "k7q2-m9xd-4htw".parse().unwrap();
        assert!(!code.opens(&"k7q2-m9xd-4htx".parse().unwrap()));
        assert!(!code.opens(&"k7q3-m9xd-4htw".parse().unwrap()));
    }

    #[test]
    fn random_codes_and_tokens_differ_and_round_trip() {
        let a = JoinCode::random().unwrap();
        let b = JoinCode::random().unwrap();
        assert_ne!(a.to_string(), b.to_string());
        assert!(a.opens(&a.to_string().parse().unwrap()));
        let t = Token::random().unwrap();
        assert_eq!(t.to_string().len(), 32);
        assert!(t.matches(&t.to_string().parse().unwrap()));
        assert!(!t.matches(&Token::random().unwrap()));
        assert!(!format!("{t:?}").contains(&t.to_string()[..8]));
        assert!(!format!("{a:?}").contains(&a.to_string()[5..]));
    }

    #[test]
    fn bad_tokens_are_errors() {
        for bad in [
            "",
            "00",
            &"g".repeat(32),
            &"+f".repeat(16),
            &"é".repeat(16),
            &"0".repeat(33),
        ] {
            assert_eq!(bad.parse::<Token>(), Err(TokenError), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn any_text_parses_or_fails_cleanly(s in "\\PC{0,30}") {
            let _ = s.parse::<JoinCode>();
            let _ = s.parse::<Token>();
            let _ = s.parse::<GameId>();
        }
    }
}
