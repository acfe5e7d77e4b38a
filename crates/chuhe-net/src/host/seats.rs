//! The two seats at the table: who holds each (by token), by which connection, and
//! how a newcomer gets one.
//!
//! - A seat is taken by the first player who asks for it (with the join code); the
//!   host gives them the seat's token. From then on only that token opens the seat:
//!   a dropped player comes back with it, and nobody else can sit down in their place.
//! - A player asking for a particular seat gets that seat or an error naming the
//!   free one — never the other seat by surprise.
//! - The same token on a new connection takes the seat over from the old connection
//!   (the player reconnected before the host noticed the old one was dead).
//! - A token with a seat asked for that is not the token's is refused (`seat_mismatch`)
//!   rather than silently seating the player in the token's seat.

use chuhe_core::rules::Color;

use super::super::code::Token;
use super::super::protocol::SeatView;
use super::super::refusal::Refusal;
use super::ConnId;

#[derive(Clone, Debug, Default)]
pub struct Seat {
    /// `None` until somebody takes the seat.
    pub token: Option<Token>,
    pub name: String,
    /// The connection playing this seat now.
    pub conn: Option<ConnId>,
    /// The player the event paired at this seat (a tournament board): only a player
    /// of that name takes it.
    pub expected: Option<String>,
    /// When the player first sat down (on the game's timeline): for lateness (21).
    pub arrived: Option<chuhe_core::match_control::Millis>,
}

impl Seat {
    pub fn taken(&self) -> bool {
        self.token.is_some()
    }

    pub fn view(&self) -> SeatView {
        SeatView {
            name: self.name.clone(),
            taken: self.taken(),
            connected: self.conn.is_some(),
        }
    }
}

/// What seating a player did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seated {
    pub color: Color,
    /// The connection that held the seat before (to be closed).
    pub replaced: Option<ConnId>,
    /// The seat was free until now (its token is new).
    pub newly_taken: bool,
}

#[derive(Clone, Debug, Default)]
pub struct Seats([Seat; 2]);

impl Seats {
    pub fn new(seats: [Seat; 2]) -> Seats {
        Seats(seats)
    }

    pub fn get(&self, c: Color) -> &Seat {
        &self.0[c.index()]
    }

    pub fn get_mut(&mut self, c: Color) -> &mut Seat {
        &mut self.0[c.index()]
    }

    pub fn both_taken(&self) -> bool {
        self.0.iter().all(Seat::taken)
    }

    /// Taken seats whose player is not connected.
    pub fn absent(&self) -> Vec<Color> {
        Color::ALL
            .into_iter()
            .filter(|&c| self.get(c).taken() && self.get(c).conn.is_none())
            .collect()
    }

    pub fn views(&self) -> [SeatView; 2] {
        [self.0[0].view(), self.0[1].view()]
    }

    /// The seat whose player is on `conn`.
    pub fn of_conn(&self, conn: ConnId) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.get(c).conn == Some(conn))
    }

    /// Seats the player on `conn`: back in the seat `token` opens, or in a free seat
    /// (`wanted`, or either) with the token `fresh` (made by the caller).
    pub fn seat(
        &mut self,
        conn: ConnId,
        token: Option<&Token>,
        wanted: Option<Color>,
        name: &str,
        fresh: impl FnOnce() -> Option<Token>,
    ) -> Result<Seated, Refusal> {
        if let Some(token) = token {
            let color = Color::ALL
                .into_iter()
                .find(|&c| self.get(c).token.as_ref().is_some_and(|t| t.matches(token)))
                .ok_or(Refusal::TokenOpensNoSeat)?;
            if let Some(asked) = wanted
                && asked != color
            {
                return Err(Refusal::SeatMismatch {
                    asked,
                    holds: color,
                });
            }
            let seat = self.get_mut(color);
            let replaced = seat.conn.replace(conn);
            if !name.is_empty() {
                seat.name = name.to_string();
            }
            return Ok(Seated {
                color,
                replaced,
                newly_taken: false,
            });
        }
        if self.0.iter().any(|s| s.expected.is_some()) {
            return self.seat_paired(conn, wanted, name, fresh);
        }
        let free: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| !self.get(c).taken())
            .collect();
        let color = match wanted {
            Some(c) if free.contains(&c) => c,
            Some(c) => {
                return Err(match free.first() {
                    Some(&other) => Refusal::SeatTaken {
                        asked: c,
                        free: other,
                    },
                    None => Refusal::BothSeatsTaken,
                });
            }
            None => *free.first().ok_or(Refusal::BothSeatsTaken)?,
        };
        let token = fresh().ok_or(Refusal::NoToken)?;
        let seat = self.get_mut(color);
        seat.token = Some(token);
        seat.conn = Some(conn);
        seat.name = name.to_string();
        Ok(Seated {
            color,
            replaced: None,
            newly_taken: true,
        })
    }

    /// A tournament board: the newcomer takes the seat the event paired them at, by
    /// their name; the seat asked for, if any, must be that one.
    fn seat_paired(
        &mut self,
        conn: ConnId,
        wanted: Option<Color>,
        name: &str,
        fresh: impl FnOnce() -> Option<Token>,
    ) -> Result<Seated, Refusal> {
        let name = name.trim();
        let color = Color::ALL
            .into_iter()
            .find(|&c| self.get(c).expected.as_deref() == Some(name))
            .ok_or_else(|| Refusal::NotPairedHere { name: name.into() })?;
        if let Some(asked) = wanted
            && asked != color
        {
            return Err(Refusal::SeatMismatch {
                asked,
                holds: color,
            });
        }
        if self.get(color).taken() {
            // Taken back only with its token (handled above): a second player of the
            // same name is not let in.
            return Err(Refusal::BothSeatsTaken);
        }
        let token = fresh().ok_or(Refusal::NoToken)?;
        let seat = self.get_mut(color);
        seat.token = Some(token);
        seat.conn = Some(conn);
        seat.name = name.to_string();
        Ok(Seated {
            color,
            replaced: None,
            newly_taken: true,
        })
    }

    /// The connection left; returns the seat it held.
    pub fn leave(&mut self, conn: ConnId) -> Option<Color> {
        let color = self.of_conn(conn)?;
        self.get_mut(color).conn = None;
        Some(color)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tok() -> Option<Token> {
        Some(Token::random().unwrap())
    }

    #[test]
    fn newcomers_fill_the_free_seats_then_are_refused() {
        let mut s = Seats::default();
        let a = s.seat(1, None, None, "alice", tok).unwrap();
        assert_eq!((a.color, a.newly_taken), (Color::Red, true));
        let b = s.seat(2, None, None, "bob", tok).unwrap();
        assert_eq!(b.color, Color::Black);
        assert!(s.both_taken());
        let e = s.seat(3, None, None, "eve", tok).unwrap_err();
        assert_eq!(e, Refusal::BothSeatsTaken);
        assert_eq!(s.get(Color::Red).name, "alice");
    }

    #[test]
    fn a_wanted_seat_is_given_or_the_free_one_named() {
        let mut s = Seats::default();
        assert_eq!(
            s.seat(1, None, Some(Color::Black), "", tok).unwrap().color,
            Color::Black
        );
        let e = s.seat(2, None, Some(Color::Black), "", tok).unwrap_err();
        assert!(e.text().en.contains("the red seat is free"), "{e:?}");
        assert!(!s.get(Color::Red).taken(), "nothing given by surprise");
    }

    #[test]
    fn only_the_token_opens_a_taken_seat() {
        let mut s = Seats::default();
        s.seat(1, None, None, "alice", tok).unwrap();
        let token = s.get(Color::Red).token.clone().unwrap();
        assert_eq!(s.leave(1), Some(Color::Red));
        assert_eq!(s.absent(), vec![Color::Red]);
        // A stranger without the token gets the other seat, not Red's.
        assert_eq!(s.seat(2, None, None, "", tok).unwrap().color, Color::Black);
        let e = s.seat(3, tok().as_ref(), None, "", tok).unwrap_err();
        assert_eq!(e, Refusal::TokenOpensNoSeat);
        // Red's token with Black asked for: refused, not seated as Red.
        let e = s.seat(3, Some(&token), Some(Color::Black), "", tok);
        assert_eq!(
            e,
            Err(Refusal::SeatMismatch {
                asked: Color::Black,
                holds: Color::Red
            })
        );
        assert_eq!(s.get(Color::Red).conn, None);
        // The right token takes the seat back, with its name kept.
        let back = s.seat(4, Some(&token), None, "", tok).unwrap();
        assert_eq!(
            back,
            Seated {
                color: Color::Red,
                replaced: None,
                newly_taken: false
            }
        );
        assert_eq!(s.get(Color::Red).name, "alice");
        // Again from elsewhere: the old connection is replaced.
        let again = s.seat(5, Some(&token), None, "", tok).unwrap();
        assert_eq!(again.replaced, Some(4));
        assert_eq!(s.of_conn(5), Some(Color::Red));
        assert_eq!(s.of_conn(4), None);
    }
}
