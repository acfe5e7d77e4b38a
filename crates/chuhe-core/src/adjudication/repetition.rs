//! The repetition detector: how often has the current position (the same placement
//! with the same side to move) occurred, and where does the cycle to judge begin
//! (待判局面: the third occurrence, 24 of 000; 4.1 of 002).

/// How often the last position of `hashes` has occurred since `window_start` (the
/// first position that can still recur: nothing before a capture can), and the index
/// of the earliest of its last three occurrences — the start of the two cycles judged.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Occurrences {
    pub count: u32,
    pub cycle_start: usize,
    /// The index of the occurrence before the current one: the start of the cycle just
    /// played (a 24.3 order is broken when this cycle is played again after it).
    pub previous: Option<usize>,
}

/// `hashes[i]` is the position after `i` plies; the last entry is the current one.
pub fn occurrences(hashes: &[u64], window_start: usize) -> Occurrences {
    let now = hashes.len().saturating_sub(1);
    let Some(&current) = hashes.last() else {
        return Occurrences {
            count: 0,
            cycle_start: 0,
            previous: None,
        };
    };
    let mut count = 1;
    let mut cycle_start = now;
    let mut previous = None;
    // The same side must be to move, so only every second position can match.
    let mut i = now;
    while i >= window_start + 2 {
        i -= 2;
        if hashes[i] == current {
            count += 1;
            if count == 2 {
                previous = Some(i);
            }
            if count <= 3 {
                cycle_start = i;
            }
        }
    }
    Occurrences {
        count,
        cycle_start,
        previous,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_occurrences_with_the_same_side_to_move() {
        // A B C D A B C D A
        let h = [1, 2, 3, 4, 1, 2, 3, 4, 1];
        assert_eq!(
            occurrences(&h, 0),
            Occurrences {
                count: 3,
                cycle_start: 0,
                previous: Some(4),
            }
        );
        assert_eq!(occurrences(&h[..5], 0).count, 2);
        assert_eq!(occurrences(&h[..4], 0).count, 1);
        // Not before the window.
        assert_eq!(occurrences(&h, 1).count, 2);
        // Five occurrences: the judged cycles are the last two.
        let h = [1, 2, 1, 2, 1, 2, 1, 2, 1];
        assert_eq!(
            occurrences(&h, 0),
            Occurrences {
                count: 5,
                cycle_start: 4,
                previous: Some(6),
            }
        );
    }
}
