//! Reading little-endian fields from the bytes of a binary record without ever
//! running off the end: every read says how many bytes it needed when they are not
//! there.

/// A read position in a byte slice.
pub(crate) struct ByteReader<'a> {
    data: &'a [u8],
    pos: usize,
    /// Offset of `data[0]` in the file, for error locations.
    base: u64,
}

/// Bytes that were needed but are not there: how many are missing after `offset`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Short {
    pub offset: u64,
    pub missing: u64,
}

impl<'a> ByteReader<'a> {
    pub fn new(data: &'a [u8], base: u64) -> ByteReader<'a> {
        ByteReader { data, pos: 0, base }
    }

    /// The file offset of the next byte.
    pub fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.data.len()
    }

    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    pub fn take(&mut self, n: usize) -> Result<&'a [u8], Short> {
        if n > self.remaining() {
            return Err(Short {
                offset: self.offset(),
                missing: (n - self.remaining()) as u64,
            });
        }
        let out = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], Short> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    pub fn i32_le(&mut self) -> Result<i32, Short> {
        Ok(i32::from_le_bytes(self.array()?))
    }
}

/// A fixed-size text field of UTF-16LE code units, ended by a NUL (象棋桥 files).
pub(crate) fn utf16le_field(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .take_while(|&u| u != 0)
        .collect();
    String::from_utf16_lossy(&units)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_stop_at_the_end_with_the_missing_count() {
        let mut r = ByteReader::new(&[1, 0, 0, 0, 9], 100);
        assert_eq!(r.i32_le(), Ok(1));
        assert_eq!(r.offset(), 104);
        assert_eq!(
            r.i32_le(),
            Err(Short {
                offset: 104,
                missing: 3
            })
        );
        assert_eq!(r.take(1), Ok(&[9u8][..]));
        assert!(r.at_end());
    }

    #[test]
    fn utf16_fields_end_at_nul() {
        let mut b: Vec<u8> = "车九".encode_utf16().flat_map(u16::to_le_bytes).collect();
        b.extend([0, 0, 0x41, 0]);
        assert_eq!(utf16le_field(&b), "车九");
        assert_eq!(utf16le_field(&[0x41]), "");
    }
}
