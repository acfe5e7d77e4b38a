//! Serde forms of rules-core values used in match-control types (the rules core itself
//! has no serde): a side is `"red"`/`"black"`, a point and a move are ICCS (`"h2"`,
//! `"h2e2"`), a position is its FEN. Used through `#[serde(with = "...")]`, so that a
//! networked seat or a save can carry actions, events and views as JSON; reading any
//! of them back validates it (a move `"z9z9"` or a bad FEN is an error, never a panic).

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serializer};

use crate::rules::{Color, Move, Position, Square};

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Black => "black",
    }
}

fn parse_color<E: serde::de::Error>(s: &str) -> Result<Color, E> {
    match s {
        "red" => Ok(Color::Red),
        "black" => Ok(Color::Black),
        other => Err(E::custom(format!(
            "unknown side \"{other}\" (red or black)"
        ))),
    }
}

fn parse_square<E: serde::de::Error>(s: &str) -> Result<Square, E> {
    Square::from_iccs(s).ok_or_else(|| E::custom(format!("bad point \"{s}\" (a0..i9)")))
}

fn parse_move<E: serde::de::Error>(s: &str) -> Result<Move, E> {
    // `Move::from_iccs` slices bytes: keep non-ASCII text away from it.
    s.is_ascii()
        .then(|| Move::from_iccs(s))
        .flatten()
        .ok_or_else(|| E::custom(format!("bad move \"{s}\" (ICCS, as h2e2)")))
}

/// Writes an optional value as its string form or `null`.
fn serialize_opt<T: std::fmt::Display, S: Serializer>(
    v: Option<T>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match v {
        Some(v) => s.serialize_some(&v.to_string()),
        None => s.serialize_none(),
    }
}

/// Reads an optional string and parses it.
fn deserialize_opt<'de, T, D: Deserializer<'de>>(
    d: D,
    parse: fn(&str) -> Result<T, D::Error>,
) -> Result<Option<T>, D::Error> {
    Option::<String>::deserialize(d)?
        .map(|s| parse(&s))
        .transpose()
}

struct ColorName(Color);

impl std::fmt::Display for ColorName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(color_name(self.0))
    }
}

pub mod color {
    use super::*;
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(color_name(*c))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        parse_color(&String::deserialize(d)?)
    }
}

pub mod opt_color {
    use super::*;
    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        serialize_opt(c.map(ColorName), s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        deserialize_opt(d, parse_color)
    }
}

pub mod square {
    use super::*;
    pub fn serialize<S: Serializer>(q: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(q)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        parse_square(&String::deserialize(d)?)
    }
}

pub mod opt_square {
    use super::*;
    pub fn serialize<S: Serializer>(q: &Option<Square>, s: S) -> Result<S::Ok, S::Error> {
        serialize_opt(*q, s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Square>, D::Error> {
        deserialize_opt(d, parse_square)
    }
}

pub mod mv {
    use super::*;
    pub fn serialize<S: Serializer>(m: &Move, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(m)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        parse_move(&String::deserialize(d)?)
    }
}

pub mod opt_mv {
    use super::*;
    pub fn serialize<S: Serializer>(m: &Option<Move>, s: S) -> Result<S::Ok, S::Error> {
        serialize_opt(*m, s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Move>, D::Error> {
        deserialize_opt(d, parse_move)
    }
}

pub mod position {
    use super::*;
    pub fn serialize<S: Serializer>(p: &Position, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&p.fen())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let fen = String::deserialize(d)?;
        Position::from_fen(&fen).map_err(|e| D::Error::custom(format!("FEN \"{fen}\": {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Sample {
        #[serde(with = "color")]
        side: Color,
        #[serde(with = "opt_color")]
        maybe: Option<Color>,
        #[serde(with = "mv")]
        m: Move,
        #[serde(with = "opt_square")]
        sq: Option<Square>,
        #[serde(with = "position")]
        pos: Position,
    }

    #[test]
    fn values_round_trip_and_bad_ones_are_errors() {
        let s = Sample {
            side: Color::Black,
            maybe: None,
            m: Move::from_iccs("h2e2").unwrap(),
            sq: Square::from_iccs("e9"),
            pos: Position::startpos(),
        };
        let j = serde_json::to_string(&s).unwrap();
        assert!(j.contains("\"black\"") && j.contains("\"h2e2\"") && j.contains("\"e9\""));
        assert_eq!(serde_json::from_str::<Sample>(&j).unwrap(), s);
        for (bad, what) in [
            (j.replace("\"black\"", "\"blue\""), "unknown side"),
            (j.replace("h2e2", "z9z9"), "bad move"),
            (j.replace("h2e2", "aΤb"), "bad move"),
            (j.replace("\"e9\"", "\"e99\""), "bad point"),
            (j.replace("rnbakabnr/", "rnbakabnrr/"), "FEN"),
        ] {
            let e = serde_json::from_str::<Sample>(&bad)
                .unwrap_err()
                .to_string();
            assert!(e.contains(what), "{e}");
        }
    }
}
