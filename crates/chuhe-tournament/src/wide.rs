//! A fixed-width signed integer for the Dutch pairing's matching weights: every
//! quality criterion of C.5–C.19 takes its own field of bits in one edge weight, so
//! that a criterion of higher priority always outweighs all the lower ones together.
//! With many players the fields add up to more than 128 bits.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Sub, SubAssign};

const LIMBS: usize = 6;

/// Two's complement over `64 × LIMBS` bits, least significant limb first.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Wide([u64; LIMBS]);

impl Wide {
    /// Bits a weight may use, leaving headroom for the matching's doubled duals.
    pub const USABLE_BITS: u32 = 64 * LIMBS as u32 - 8;
    pub const ZERO: Wide = Wide([0; LIMBS]);

    pub fn from_i64(v: i64) -> Wide {
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut limbs = [fill; LIMBS];
        limbs[0] = v as u64;
        Wide(limbs)
    }

    pub fn is_negative(&self) -> bool {
        self.0[LIMBS - 1] >> 63 == 1
    }

    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// `self × 2^n` (n below the width).
    pub fn shl(self, n: u32) -> Wide {
        let (whole, part) = ((n / 64) as usize, n % 64);
        let mut out = [0u64; LIMBS];
        for i in (whole..LIMBS).rev() {
            let src = i - whole;
            let mut v = self.0[src] << part;
            if part > 0 && src > 0 {
                v |= self.0[src - 1] >> (64 - part);
            }
            out[i] = v;
        }
        Wide(out)
    }

    /// `2^n`.
    pub fn pow2(n: u32) -> Wide {
        Wide::from_i64(1).shl(n)
    }

    fn neg(self) -> Wide {
        let mut inverted = self.0;
        for l in &mut inverted {
            *l = !*l;
        }
        Wide(inverted) + Wide::from_i64(1)
    }

    /// Arithmetic shift right by one (floor division by 2).
    fn sar1(self) -> Wide {
        let mut out = [0u64; LIMBS];
        for (i, slot) in out.iter_mut().enumerate() {
            let high = if i + 1 < LIMBS {
                self.0[i + 1] << 63
            } else if self.is_negative() {
                1 << 63
            } else {
                0
            };
            *slot = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }
}

impl Add for Wide {
    type Output = Wide;
    fn add(self, o: Wide) -> Wide {
        let mut out = [0u64; LIMBS];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl Sub for Wide {
    type Output = Wide;
    fn sub(self, o: Wide) -> Wide {
        let mut out = [0u64; LIMBS];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *slot = d2;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl AddAssign for Wide {
    fn add_assign(&mut self, o: Wide) {
        *self = *self + o;
    }
}

impl SubAssign for Wide {
    fn sub_assign(&mut self, o: Wide) {
        *self = *self - o;
    }
}

impl Ord for Wide {
    fn cmp(&self, o: &Wide) -> Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        // Same sign: two's complement orders like the unsigned limbs.
        self.0.iter().rev().cmp(o.0.iter().rev())
    }
}

impl PartialOrd for Wide {
    fn partial_cmp(&self, o: &Wide) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl std::fmt::Debug for Wide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Wide(")?;
        for l in self.0.iter().rev() {
            write!(f, "{l:016x}")?;
        }
        write!(f, ")")
    }
}

impl integer_blossom::Weight for Wide {
    const ZERO: Wide = Wide([0; LIMBS]);
    const ONE: Wide = {
        let mut l = [0; LIMBS];
        l[0] = 1;
        Wide(l)
    };
    fn inf() -> Wide {
        Wide::pow2(64 * LIMBS as u32 - 4)
    }
    fn double(self) -> Wide {
        self.shl(1)
    }
    /// Division by 2 rounding toward zero, as the built-in integers do.
    fn half(self) -> Wide {
        if self.is_negative() {
            self.neg().sar1().neg()
        } else {
            self.sar1()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use integer_blossom::Weight;

    #[test]
    fn arithmetic_agrees_with_i128_where_both_fit() {
        let values: [i64; 7] = [0, 1, -1, 7, -9, i64::MAX, i64::MIN + 1];
        let wide = |v: i128| {
            let lo = Wide::from_i64(v as i64);
            // Values here fit in i64 except sums; build those from two halves.
            if v == v as i64 as i128 {
                lo
            } else {
                Wide::from_i64((v >> 1) as i64) + Wide::from_i64((v - (v >> 1)) as i64)
            }
        };
        for &a in &values {
            for &b in &values {
                let (x, y) = (a as i128, b as i128);
                assert_eq!(wide(x) + wide(y), wide(x + y), "{a} + {b}");
                assert_eq!(wide(x) - wide(y), wide(x - y), "{a} - {b}");
                assert_eq!(wide(x).cmp(&wide(y)), x.cmp(&y), "{a} <> {b}");
            }
            assert_eq!(wide(a as i128).half(), wide(a as i128 / 2), "{a} / 2");
            assert_eq!(wide(a as i128).double(), wide(2 * a as i128), "{a} * 2");
        }
    }

    #[test]
    fn shifts_cross_limbs() {
        assert_eq!(Wide::pow2(64) - Wide::from_i64(1), {
            let mut l = [0; LIMBS];
            l[0] = u64::MAX;
            Wide(l)
        });
        assert!(Wide::pow2(300) > Wide::pow2(299) + Wide::pow2(298));
        assert_eq!(Wide::pow2(130).half(), Wide::pow2(129));
    }
}
