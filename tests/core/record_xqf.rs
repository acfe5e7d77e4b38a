//! XQF versions: the plain 1.0 file `test1.xqf` is encrypted here as versions 0x0B
//! (keys, no rotation), 0x0C and 0x12 (rotated piece table) with several keys, by an
//! encoder written from the key schedule of XQStudio's readers; every encryption must
//! read back to the same game. Also the broken steps of hand-made files.

use chuhe::record::{GameErrorKind, Location, read_bytes, read_xqf};

use crate::common;

fn test1() -> Vec<u8> {
    let path = common::shared_data().join("games/cchess_testdata/test1.xqf");
    std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "shared test data {} is missing ({e}); the tests read it in place from ../shared/data",
            path.display()
        )
    })
}

/// One step of an XQF 1.0 move list.
struct Step {
    from: u8,
    to: u8,
    has_next: bool,
    has_variation: bool,
    comment: Vec<u8>,
}

fn steps_v10(body: &[u8]) -> Vec<Step> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + 8 <= body.len() {
        let len = i32::from_le_bytes(body[i + 4..i + 8].try_into().unwrap()) as usize;
        out.push(Step {
            from: body[i],
            to: body[i + 1],
            has_next: body[i + 2] & 0xF0 != 0,
            has_variation: body[i + 2] & 0x0F != 0,
            comment: body[i + 8..i + 8 + len].to_vec(),
        });
        i += 8 + len;
    }
    out
}

/// Encrypts an XQF 1.0 file as `version` with the key bytes of header 3 and 8–15.
fn encrypt(plain: &[u8], version: u8, keys: [u8; 9]) -> Vec<u8> {
    let mut h = plain[..0x400].to_vec();
    h[2] = version;
    h[3] = keys[0];
    h[8..16].copy_from_slice(&keys[1..9]);
    let square = |x: u8| (x as u32 * x as u32 * 54 + 221) as u8;
    let piece_key = square(h[13]).wrapping_mul(h[13]);
    let from_key = square(h[14]).wrapping_mul(piece_key);
    let to_key = square(h[15]).wrapping_mul(from_key);
    let comment_key = (h[12] as i32 * 256 + h[13] as i32) % 32000 + 767;
    let mask = b"[(C) Copyright Mr. Dong Shiwei.]";
    let stream: Vec<u8> = (0..32)
        .map(|i| (h[8 + i % 4] | (h[12 + i % 4] & h[3])) & mask[i])
        .collect();

    let pieces: Vec<u8> = plain[0x10..0x30].to_vec();
    for j in 0..32 {
        let i = if version >= 0x0C {
            (piece_key as usize + 1 + j) % 32
        } else {
            j
        };
        h[0x10 + j] = pieces[i].wrapping_add(piece_key);
    }

    let mut body = Vec::new();
    for (k, s) in steps_v10(&plain[0x400..]).iter().enumerate() {
        let (from, to) = if k == 0 {
            (s.from, s.to) // the root: no square
        } else {
            (s.from.wrapping_add(from_key), s.to.wrapping_add(to_key))
        };
        let flags = if s.has_next { 0x80 } else { 0 }
            | if s.has_variation { 0x40 } else { 0 }
            | if s.comment.is_empty() { 0 } else { 0x20 };
        body.extend([from, to, flags, 0]);
        if !s.comment.is_empty() {
            body.extend((s.comment.len() as i32 + comment_key).to_le_bytes());
            body.extend(&s.comment);
        }
    }
    for (i, b) in body.iter_mut().enumerate() {
        *b = b.wrapping_add(stream[i % 32]);
    }
    h.extend(body);
    h
}

#[test]
fn every_encrypted_version_reads_back_to_the_plain_game() {
    let plain_bytes = test1();
    let plain = read_xqf(&plain_bytes).unwrap();
    assert_eq!(plain.problem, None);
    assert_eq!(plain.tree.len(), 110);
    assert!(plain.comment().is_some_and(|c| c.contains("中立杯")));
    let key_sets = [
        [0x00, 0, 0, 0, 0, 0, 0, 0, 0],
        [0xFF, 0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xDE, 0xF0],
        [0x5A, 0xA5, 0x01, 0x80, 0x7F, 0x3C, 0xC3, 0x11, 0xEE],
        [0x0F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    ];
    for version in [0x0B, 0x0C, 0x10, 0x12] {
        for keys in key_sets {
            let bytes = encrypt(&plain_bytes, version, keys);
            let g = read_xqf(&bytes).unwrap();
            assert_eq!(g.problem, None, "version {version:#x} keys {keys:02x?}");
            assert_eq!(g, plain, "version {version:#x} keys {keys:02x?}");
        }
    }
}

fn header(version: u8) -> Vec<u8> {
    let mut h = vec![0u8; 0x400];
    h[..3].copy_from_slice(&[b'X', b'Q', version]);
    // The opening position, as the XQF 1.0 description lists it.
    let pieces = [
        80, 70, 60, 50, 40, 30, 20, 10, 0, 72, 12, 83, 63, 43, 23, 3, 9, 19, 29, 39, 49, 59, 69,
        79, 89, 17, 77, 6, 26, 46, 66, 86,
    ];
    h[0x10..0x30].copy_from_slice(&pieces);
    h
}

#[test]
fn broken_steps_are_reported_at_their_byte() {
    // XQF 1.0: the root, then 炮二平五 (h2e2 = 72→42) claiming a comment of 50 bytes
    // that the file does not have.
    let mut bytes = header(0x0A);
    bytes.extend([0x18, 0x20, 0xF0, 0xFF, 0, 0, 0, 0]);
    bytes.extend([72 + 24, 42 + 32, 0x00, 0, 50, 0, 0, 0, b'x']);
    let g = read_xqf(&bytes).unwrap();
    let p = g.problem.as_ref().unwrap();
    assert!(
        matches!(p.kind, GameErrorKind::Truncated { needed: 49 }),
        "{p}"
    );
    assert_eq!(p.location, Location::Byte(0x410));

    // A point off the board (x = 9).
    let mut bytes = header(0x0A);
    bytes.extend([0x18, 0x20, 0xF0, 0xFF, 0, 0, 0, 0]);
    bytes.extend([95 + 24, 42 + 32, 0x00, 0, 0, 0, 0, 0]);
    let g = read_xqf(&bytes).unwrap();
    let p = g.problem.as_ref().unwrap();
    assert!(matches!(p.kind, GameErrorKind::BadSquare(95)), "{p}");
    assert_eq!(p.location, Location::Byte(0x408));

    // A negative comment length.
    let mut bytes = header(0x0A);
    bytes.extend([0x18, 0x20, 0xF0, 0xFF, 0, 0, 0, 0]);
    bytes.extend([72 + 24, 42 + 32, 0x00, 0, 0xFF, 0xFF, 0xFF, 0xFF]);
    let p = read_xqf(&bytes).unwrap().problem.unwrap();
    assert!(p.to_string().contains("negative comment length"), "{p}");

    // Two pieces on one point.
    let mut bytes = header(0x0A);
    bytes[0x11] = 80;
    bytes.extend([0x18, 0x20, 0x00, 0xFF, 0, 0, 0, 0]);
    let p = read_xqf(&bytes).unwrap().problem.unwrap();
    assert!(p.to_string().contains("two pieces on i0"), "{p}");
    assert_eq!(p.location, Location::Byte(0x11));

    // A file that only starts like XQF.
    assert!(
        read_bytes(b"XQ\x0a", None)
            .unwrap_err()
            .to_string()
            .contains("cut short")
    );
}
