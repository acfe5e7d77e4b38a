//! The transposition table: what earlier searches learned about a position, keyed by
//! its Zobrist hash. Buckets of four 16-byte entries (one cache line); an entry is
//! replaced when it is from an older search or was searched less deep.
//!
//! The threads of one search share the table without locks: an entry is two atomic
//! words, the data and the hash XOR the data, so that an entry torn by two threads
//! writing at once no longer matches its key and reads as a miss.
//!
//! The table is mapped zeroed (an all-zero entry is an empty one), so that the
//! operating system hands out its pages only as the search first writes to them:
//! a 64 MB table costs next to nothing at start-up, where filling it cost over a
//! hundred milliseconds on a loaded machine (start-up under 50 ms).

use std::sync::atomic::AtomicU8;
use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::Relaxed;

use chuhe_core::rules::{Move, Square};

/// How the stored score bounds the true score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

/// One entry: `check` is the full hash XOR `data`; `data` packs the move (bits
/// 0–15), the score (16–31), the static evaluation (32–47), the depth (48–55) and the
/// flags (56–63: the bound in the low two bits, 0 = empty, the generation above).
#[derive(Default)]
#[repr(C)]
struct Entry {
    check: AtomicU64,
    data: AtomicU64,
}

/// An entry's fields, unpacked.
#[derive(Copy, Clone)]
struct Fields {
    mv: u16,
    score: i16,
    eval: i16,
    depth: i8,
    flags: u8,
}

impl Fields {
    #[inline]
    fn pack(self) -> u64 {
        self.mv as u64
            | (self.score as u16 as u64) << 16
            | (self.eval as u16 as u64) << 32
            | (self.depth as u8 as u64) << 48
            | (self.flags as u64) << 56
    }

    #[inline]
    fn unpack(data: u64) -> Fields {
        Fields {
            mv: data as u16,
            score: (data >> 16) as u16 as i16,
            eval: (data >> 32) as u16 as i16,
            depth: (data >> 48) as u8 as i8,
            flags: (data >> 56) as u8,
        }
    }
}

impl Entry {
    /// The entry's fields if it holds `hash` (and is not empty or torn).
    #[inline]
    fn read(&self, hash: u64) -> Option<Fields> {
        let data = self.data.load(Relaxed);
        let f = Fields::unpack(data);
        (self.check.load(Relaxed) ^ data == hash && f.flags & 3 != 0).then_some(f)
    }

    /// The fields whatever the key (for choosing what to replace).
    #[inline]
    fn peek(&self) -> (u64, Fields) {
        let data = self.data.load(Relaxed);
        (self.check.load(Relaxed) ^ data, Fields::unpack(data))
    }

    #[inline]
    fn write(&self, hash: u64, f: Fields) {
        let data = f.pack();
        self.check.store(hash ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
}

const BUCKET: usize = 4;

#[derive(Default)]
#[repr(C, align(64))]
struct Bucket([Entry; BUCKET]);

/// What a probe found.
#[derive(Copy, Clone, Debug)]
pub struct Hit {
    pub mv: Option<Move>,
    /// Relative to the node (see `score::to_table`).
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct TranspositionTable {
    buckets: Buckets,
    generation: AtomicU8,
}

/// `count` empty buckets in zeroed memory that the operating system maps only as it
/// is first written: an anonymous mapping (Unix), whose pages are the kernel's shared
/// zero page until touched. (The global allocator's zeroed allocation would not do:
/// for the 64-byte alignment of a bucket it allocates and then writes every byte.)
/// Elsewhere, or if the mapping fails, an ordinary allocation filled with empties.
struct Buckets {
    #[cfg(unix)]
    mapped: Option<(std::ptr::NonNull<Bucket>, usize)>,
    heap: Box<[Bucket]>,
}

// SAFETY: the mapping is owned by this value alone (as a `Box` would own it), and is
// reached only through `&self` as atomics, which any thread may share.
unsafe impl Send for Buckets {}
unsafe impl Sync for Buckets {}

impl Buckets {
    fn zeroed(count: usize) -> Buckets {
        let count = count.max(1);
        #[cfg(unix)]
        if let Some(bytes) = count.checked_mul(std::mem::size_of::<Bucket>()) {
            // SAFETY: a new private anonymous mapping: no address is asked for and no
            // file is involved; the result is checked against MAP_FAILED.
            let p = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    bytes,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                    -1,
                    0,
                )
            };
            if p != libc::MAP_FAILED
                && let Some(ptr) = std::ptr::NonNull::new(p.cast::<Bucket>())
            {
                // Huge pages where the system offers them on request: every probe
                // lands on a random bucket, and with 4 KB pages nearly every one also
                // missed the address-translation cache. Advice only; failure is fine.
                #[cfg(target_os = "linux")]
                // SAFETY: advice on the mapping just made, of its exact size.
                unsafe {
                    libc::madvise(p, bytes, libc::MADV_HUGEPAGE);
                }
                return Buckets {
                    mapped: Some((ptr, count)),
                    heap: Box::new([]),
                };
            }
        }
        Buckets {
            #[cfg(unix)]
            mapped: None,
            heap: (0..count).map(|_| Bucket::default()).collect(),
        }
    }
}

impl std::ops::Deref for Buckets {
    type Target = [Bucket];
    fn deref(&self) -> &[Bucket] {
        #[cfg(unix)]
        if let Some((ptr, count)) = self.mapped {
            // SAFETY: `ptr` is a live mapping of `count` buckets, page-aligned (a
            // bucket's 64-byte alignment divides a page), readable and writable; its
            // zero bytes are valid buckets (only integers), the empty ones.
            return unsafe { std::slice::from_raw_parts(ptr.as_ptr(), count) };
        }
        &self.heap
    }
}

impl Drop for Buckets {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Some((ptr, count)) = self.mapped.take() {
            // SAFETY: the mapping made in `zeroed`, of this size, unmapped once.
            unsafe {
                libc::munmap(ptr.as_ptr().cast(), count * std::mem::size_of::<Bucket>());
            }
        }
    }
}

/// The default size (the issue: at most 64 MB).
pub const DEFAULT_MB: usize = 16;
pub const MAX_MB: usize = 4096;

fn encode(m: Move) -> u16 {
    (m.from.index() * 90 + m.to.index()) as u16 + 1
}

fn decode(v: u16) -> Option<Move> {
    if v == 0 || v > 8100 {
        return None;
    }
    let v = (v - 1) as usize;
    Some(Move::new(
        Square::from_index(v / 90),
        Square::from_index(v % 90),
    ))
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one bucket).
    pub fn new(mb: usize) -> TranspositionTable {
        let bytes = mb.clamp(1, MAX_MB) * 1024 * 1024;
        let count = (bytes / std::mem::size_of::<Bucket>()).max(1);
        TranspositionTable {
            buckets: Buckets::zeroed(count),
            generation: AtomicU8::new(0),
        }
    }

    pub fn size_mb(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>() / (1024 * 1024)
    }

    /// Empties the table: a fresh zeroed allocation rather than writing every entry,
    /// so that clearing is as cheap as starting.
    pub fn clear(&mut self) {
        let count = self.buckets.len();
        // The old table goes first, so that the two are never held at once.
        self.buckets = Buckets::zeroed(1);
        self.buckets = Buckets::zeroed(count);
        self.generation = AtomicU8::new(0);
    }

    /// A new search begins: older entries become the first to be replaced.
    pub fn new_search(&self) {
        let g = self.generation.load(Relaxed);
        self.generation.store((g + 1) & 0x3F, Relaxed);
    }

    #[inline]
    fn index(&self, hash: u64) -> usize {
        ((hash as u128 * self.buckets.len() as u128) >> 64) as usize
    }

    /// Asks the processor to start loading `hash`'s bucket into the cache, so that
    /// the probe a little later does not wait for memory. A hint only: nothing is
    /// read or written.
    #[inline]
    pub fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const Bucket = &self.buckets[self.index(hash)];
            // SAFETY: a prefetch never faults and has no effect on memory; the
            // address is that of a live bucket besides.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    #[inline]
    pub fn probe(&self, hash: u64) -> Option<Hit> {
        let bucket = &self.buckets[self.index(hash)];
        bucket.0.iter().find_map(|e| e.read(hash)).map(|f| Hit {
            mv: decode(f.mv),
            score: f.score as i32,
            eval: f.eval as i32,
            depth: f.depth as i32,
            bound: match f.flags & 3 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    #[inline]
    pub fn store(
        &self,
        hash: u64,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let generation = self.generation.load(Relaxed);
        let bucket = &self.buckets[self.index(hash)].0;
        // The same position, else an empty slot, else the least valuable: old
        // generations first, then shallow depth.
        let mut slot = 0;
        let mut same = false;
        let mut worst = i32::MAX;
        let mut old_move = 0;
        for (j, e) in bucket.iter().enumerate() {
            let (key, f) = e.peek();
            if key == hash || f.flags & 3 == 0 {
                slot = j;
                same = key == hash && f.flags & 3 != 0;
                old_move = f.mv;
                break;
            }
            let age = ((generation as i32 - (f.flags >> 2) as i32) & 0x3F) * 8;
            let value = f.depth as i32 - age;
            if value < worst {
                worst = value;
                slot = j;
            }
        }
        // Keep the old move when the new search found none.
        let mv = mv.map(encode).unwrap_or(if same { old_move } else { 0 });
        bucket[slot].write(
            hash,
            Fields {
                mv,
                score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
                eval: eval.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
                depth: depth.clamp(-1, 127) as i8,
                flags: (generation << 2)
                    | match bound {
                        Bound::Exact => 1,
                        Bound::Lower => 2,
                        Bound::Upper => 3,
                    },
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_a_quarter_cache_line() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        assert_eq!(std::mem::size_of::<Bucket>(), 64);
    }

    #[test]
    fn stores_and_finds() {
        let mut tt = TranspositionTable::new(1);
        let m = Move::from_iccs("h2e2").unwrap();
        tt.store(0xDEAD_BEEF_1234_5678, Some(m), -37, -12, 5, Bound::Lower);
        let hit = tt.probe(0xDEAD_BEEF_1234_5678).unwrap();
        assert_eq!(
            (hit.score, hit.eval),
            (-37, -12),
            "signs survive the packing"
        );
        tt.store(0xDEAD_BEEF_1234_5678, Some(m), 37, 12, 5, Bound::Lower);
        let hit = tt.probe(0xDEAD_BEEF_1234_5678).unwrap();
        assert_eq!(hit.mv, Some(m));
        assert_eq!((hit.score, hit.eval, hit.depth), (37, 12, 5));
        assert_eq!(hit.bound, Bound::Lower);
        assert!(tt.probe(0x1111_2222_3333_4444).is_none());
        assert_eq!(tt.size_mb(), 1);
        tt.clear();
        assert!(
            tt.probe(0xDEAD_BEEF_1234_5678).is_none(),
            "clear left an entry"
        );
        assert_eq!(tt.size_mb(), 1);
    }

    /// The zeroed allocation is a table of empty entries (what `Bucket::default()`
    /// would have written), of the size asked for.
    #[test]
    fn a_new_table_is_empty_everywhere() {
        let tt = TranspositionTable::new(2);
        assert_eq!(tt.size_mb(), 2);
        assert!(tt.buckets.iter().all(|b| {
            b.0.iter()
                .all(|e| e.data.load(Relaxed) == 0 && e.check.load(Relaxed) == 0)
        }));
        for hash in [0u64, 1, u64::MAX, 0x8000_0000_0000_0000] {
            assert!(tt.probe(hash).is_none());
        }
    }

    /// An entry whose two words come from two different writes (two threads storing
    /// at once) is a miss, not a wrong hit.
    #[test]
    fn a_torn_entry_is_a_miss() {
        let tt = TranspositionTable::new(1);
        let hash = 0x0123_4567_89AB_CDEF;
        tt.store(hash, Move::from_iccs("b0c2"), 15, 3, 7, Bound::Exact);
        let i = tt.index(hash);
        let e = tt.buckets[i]
            .0
            .iter()
            .find(|e| e.read(hash).is_some())
            .unwrap();
        let other = Fields {
            mv: 0,
            score: 900,
            eval: 0,
            depth: 20,
            flags: 1,
        };
        e.data.store(other.pack(), Relaxed);
        assert!(tt.probe(hash).is_none());
    }
}
