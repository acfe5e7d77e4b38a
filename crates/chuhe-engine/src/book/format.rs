//! The book file: little-endian, fixed-size records, so that a reader can check its
//! length against its count before it allocates anything, and the moves of a position
//! are found by binary search.
//!
//! ```text
//! offset  size    field
//!  0       8      signature  "CHUHEBK\0"
//!  8       2      version    1
//! 10       2      flags      0 (reserved)
//! 12       8      key check  the start position's key (Position::hash): a book made
//!                            with other Zobrist keys is refused
//! 20       2      plies      the plies of each game counted
//! 22       2      min games  the fewest games a move needed
//! 24       4      games      the games counted
//! 28       4      N          the moves stored
//! 32      22·N    moves      sorted by key, then from, then to; each:
//!                              key u64, from u8, to u8 (points 0–89, a1 = 0,
//!                              file + 9·rank), wins u32, draws u32, losses u32
//!                              (from the side that played it)
//! 32+22N   8      checksum   FNV-1a 64 of every byte before it
//! ```

use chuhe_core::rules::{Move, Position, Square};

use super::error::BookError;
use super::table::{Book, Entry, Provenance, Tally};

pub const SIGNATURE: [u8; 8] = *b"CHUHEBK\0";
pub const VERSION: u16 = 1;
pub const HEADER_LEN: usize = 32;
pub const ENTRY_LEN: usize = 22;
pub const CHECKSUM_LEN: usize = 8;

/// The file's bytes.
pub fn write(book: &Book) -> Vec<u8> {
    let p = book.provenance();
    let entries = book.entries();
    let mut out = Vec::with_capacity(HEADER_LEN + entries.len() * ENTRY_LEN + CHECKSUM_LEN);
    out.extend_from_slice(&SIGNATURE);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&key_check().to_le_bytes());
    out.extend_from_slice(&p.plies.to_le_bytes());
    out.extend_from_slice(&p.min_games.to_le_bytes());
    out.extend_from_slice(&p.games.to_le_bytes());
    // A book beyond u32 moves is not made from any collection that exists; saturate
    // rather than wrap, and the reader refuses the length.
    let n = u32::try_from(entries.len()).unwrap_or(u32::MAX);
    out.extend_from_slice(&n.to_le_bytes());
    for e in entries {
        out.extend_from_slice(&e.key.to_le_bytes());
        out.push(e.mv.from.index() as u8);
        out.push(e.mv.to.index() as u8);
        out.extend_from_slice(&e.tally.wins.to_le_bytes());
        out.extend_from_slice(&e.tally.draws.to_le_bytes());
        out.extend_from_slice(&e.tally.losses.to_le_bytes());
    }
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// Reads a book file's bytes, checking every field. Never panics; allocates only
/// after the length matches the count, and then as much as the file holds.
pub fn read(bytes: &[u8]) -> Result<Book, BookError> {
    let length = bytes.len() as u64;
    let needed = (HEADER_LEN + CHECKSUM_LEN) as u64;
    if length < needed {
        return Err(BookError::TooShort {
            offset: length,
            needed,
        });
    }
    let r = Reader { bytes };
    if r.array::<8>(0) != SIGNATURE {
        return Err(BookError::NotABook { offset: 0 });
    }
    let version = r.u16(8);
    if version != VERSION {
        return Err(BookError::Version {
            offset: 8,
            found: version,
            supported: VERSION,
        });
    }
    let flags = r.u16(10);
    if flags != 0 {
        return Err(BookError::Reserved {
            offset: 10,
            found: flags,
        });
    }
    let count = r.u32(28);
    let expected = needed + u64::from(count) * ENTRY_LEN as u64;
    if length < expected {
        return Err(BookError::Truncated {
            offset: length,
            entries: count,
            needed: expected,
            length,
        });
    }
    if length > expected {
        return Err(BookError::TrailingBytes {
            offset: expected,
            extra: length - expected,
        });
    }
    let body_end = bytes.len() - CHECKSUM_LEN;
    if r.u64(body_end) != checksum(&bytes[..body_end]) {
        return Err(BookError::Checksum {
            offset: body_end as u64,
        });
    }
    if r.u64(12) != key_check() {
        return Err(BookError::OtherKeys { offset: 12 });
    }
    let provenance = Provenance {
        plies: r.u16(20),
        min_games: r.u16(22),
        games: r.u32(24),
    };
    // The length matched the count, so this holds no more than the file does.
    let mut entries: Vec<Entry> = Vec::with_capacity(count as usize);
    for i in 0..count as usize {
        let at = HEADER_LEN + i * ENTRY_LEN;
        let e = r.entry(at)?;
        if entries.last().is_some_and(|last| last.order() >= e.order()) {
            return Err(BookError::OutOfOrder { offset: at as u64 });
        }
        entries.push(e);
    }
    Ok(Book::from_sorted(entries, provenance))
}

/// The start position's key: it changes whenever the Zobrist keys do.
fn key_check() -> u64 {
    Position::startpos().hash()
}

/// FNV-1a, 64 bits.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Fixed-width little-endian fields of a buffer whose length has been checked.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl Reader<'_> {
    fn array<const N: usize>(&self, at: usize) -> [u8; N] {
        let mut out = [0u8; N];
        if let Some(src) = self.bytes.get(at..at + N) {
            out.copy_from_slice(src);
        }
        out
    }

    fn u16(&self, at: usize) -> u16 {
        u16::from_le_bytes(self.array(at))
    }

    fn u32(&self, at: usize) -> u32 {
        u32::from_le_bytes(self.array(at))
    }

    fn u64(&self, at: usize) -> u64 {
        u64::from_le_bytes(self.array(at))
    }

    fn point(&self, at: usize) -> Result<Square, BookError> {
        let found = self.array::<1>(at)[0];
        Square::from_index_checked(usize::from(found)).ok_or(BookError::NoSuchPoint {
            offset: at as u64,
            found,
        })
    }

    fn entry(&self, at: usize) -> Result<Entry, BookError> {
        let key = self.u64(at);
        let (from, to) = (self.point(at + 8)?, self.point(at + 9)?);
        if from == to {
            return Err(BookError::NullMove {
                offset: at as u64 + 8,
            });
        }
        let tally = Tally {
            wins: self.u32(at + 10),
            draws: self.u32(at + 14),
            losses: self.u32(at + 18),
        };
        if tally.games() == 0 {
            return Err(BookError::NoGames {
                offset: at as u64 + 10,
            });
        }
        Ok(Entry {
            key,
            mv: Move::new(from, to),
            tally,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Book {
        let start = Position::startpos();
        let mv = |s: &str| Move::from_iccs(s).unwrap();
        let tally = |wins, draws, losses| Tally {
            wins,
            draws,
            losses,
        };
        Book::new(
            vec![
                Entry {
                    key: start.hash(),
                    mv: mv("h2e2"),
                    tally: tally(5, 3, 2),
                },
                Entry {
                    key: start.hash(),
                    mv: mv("b2e2"),
                    tally: tally(1, 0, 1),
                },
                Entry {
                    key: start.after(mv("h2e2")).hash(),
                    mv: mv("h9g7"),
                    tally: tally(2, 2, 2),
                },
            ],
            Provenance {
                plies: 30,
                min_games: 2,
                games: 12,
            },
        )
    }

    /// The bytes with the checksum made right again after an edit.
    fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
        let end = bytes.len() - CHECKSUM_LEN;
        let sum = checksum(&bytes[..end]);
        bytes[end..].copy_from_slice(&sum.to_le_bytes());
        bytes
    }

    #[test]
    fn a_book_reads_back_as_it_was_written() {
        let book = sample();
        let bytes = write(&book);
        assert_eq!(bytes.len(), HEADER_LEN + 3 * ENTRY_LEN + CHECKSUM_LEN);
        assert_eq!(read(&bytes), Ok(book));
    }

    #[test]
    fn each_fault_is_told_at_its_byte() {
        let good = write(&sample());
        let entry = |i: usize| HEADER_LEN + i * ENTRY_LEN;
        let edited = |at: usize, b: &[u8]| {
            let mut v = good.clone();
            v[at..at + b.len()].copy_from_slice(b);
            resealed(v)
        };
        let cases: Vec<(Vec<u8>, BookError)> = vec![
            (
                good[..20].to_vec(),
                BookError::TooShort {
                    offset: 20,
                    needed: 40,
                },
            ),
            (edited(0, b"X"), BookError::NotABook { offset: 0 }),
            (
                edited(8, &2u16.to_le_bytes()),
                BookError::Version {
                    offset: 8,
                    found: 2,
                    supported: 1,
                },
            ),
            (
                edited(10, &1u16.to_le_bytes()),
                BookError::Reserved {
                    offset: 10,
                    found: 1,
                },
            ),
            (
                good[..good.len() - 5].to_vec(),
                BookError::Truncated {
                    offset: good.len() as u64 - 5,
                    entries: 3,
                    needed: good.len() as u64,
                    length: good.len() as u64 - 5,
                },
            ),
            (
                [good.as_slice(), &[0, 0]].concat(),
                BookError::TrailingBytes {
                    offset: good.len() as u64,
                    extra: 2,
                },
            ),
            (
                {
                    let mut v = good.clone();
                    v[entry(1) + 12] ^= 1;
                    v
                },
                BookError::Checksum {
                    offset: good.len() as u64 - 8,
                },
            ),
            (edited(12, &[0; 8]), BookError::OtherKeys { offset: 12 }),
            (
                edited(entry(2) + 9, &[90]),
                BookError::NoSuchPoint {
                    offset: entry(2) as u64 + 9,
                    found: 90,
                },
            ),
            (
                edited(entry(0) + 8, &[good[entry(0) + 9]]),
                BookError::NullMove {
                    offset: entry(0) as u64 + 8,
                },
            ),
            (
                edited(entry(1) + 10, &[0; 12]),
                BookError::NoGames {
                    offset: entry(1) as u64 + 10,
                },
            ),
            (
                edited(entry(1), &good[entry(0)..entry(1)]),
                BookError::OutOfOrder {
                    offset: entry(1) as u64,
                },
            ),
        ];
        for (bytes, want) in cases {
            assert_eq!(read(&bytes), Err(want.clone()), "{want}");
            assert_eq!(read(&bytes).unwrap_err().offset(), want.offset());
        }
    }

    /// A header that claims four billion moves is refused by its length, before
    /// anything is allocated for them.
    #[test]
    fn a_huge_count_is_refused_without_allocating() {
        let mut bytes = write(&sample());
        bytes[28..32].copy_from_slice(&u32::MAX.to_le_bytes());
        let bytes = resealed(bytes);
        let length = bytes.len() as u64;
        assert_eq!(
            read(&bytes),
            Err(BookError::Truncated {
                offset: length,
                entries: u32::MAX,
                needed: 40 + 22 * u64::from(u32::MAX),
                length,
            })
        );
    }
}
