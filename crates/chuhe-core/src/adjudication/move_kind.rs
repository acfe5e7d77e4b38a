//! The vocabulary of the repetition rules: what a move does (28 of 000; 5 of 002).

use std::fmt;

/// One thing a move can do. A move may do several (27.4: it is then judged by the
/// heaviest); `Idle` means none of the others.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// 将: attacks the enemy general (28.1).
    Check,
    /// 杀: threatens mate by the next check or consecutive checks (28.2).
    MateThreat,
    /// 捉: threatens to win an enemy piece next move (28.3, 29).
    Chase,
    /// 兑: offers a like-for-like exchange (28.5).
    Exchange,
    /// 献: offers an unprotected piece (28.6).
    Sacrifice,
    /// 拦: blocks an enemy piece without attacking (28.7).
    Block,
    /// 跟: keeps an enemy protected piece under watch without attacking (28.8).
    Follow,
    /// 闲: none of the above (28.9).
    Idle,
}

impl MoveKind {
    /// Heaviest first, the order the JSON lists them in.
    pub const ALL: [MoveKind; 8] = [
        MoveKind::Check,
        MoveKind::MateThreat,
        MoveKind::Chase,
        MoveKind::Exchange,
        MoveKind::Sacrifice,
        MoveKind::Block,
        MoveKind::Follow,
        MoveKind::Idle,
    ];

    /// The name used by `chuhe judge --json`.
    pub const fn json_name(self) -> &'static str {
        match self {
            MoveKind::Check => "check",
            MoveKind::MateThreat => "mate_threat",
            MoveKind::Chase => "chase",
            MoveKind::Exchange => "exchange",
            MoveKind::Sacrifice => "sacrifice",
            MoveKind::Block => "block",
            MoveKind::Follow => "follow",
            MoveKind::Idle => "idle",
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for MoveKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.json_name())
    }
}

/// A set of [`MoveKind`]s.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct Kinds(u8);

impl Kinds {
    pub const NONE: Kinds = Kinds(0);

    pub const fn contains(self, k: MoveKind) -> bool {
        self.0 & k.bit() != 0
    }

    pub fn insert(&mut self, k: MoveKind) {
        self.0 |= k.bit();
    }

    pub const fn with(self, k: MoveKind) -> Kinds {
        Kinds(self.0 | k.bit())
    }

    /// The kinds present, heaviest first; `[Idle]` when the move does nothing else.
    pub fn iter(self) -> impl Iterator<Item = MoveKind> {
        let effective = if self.0 & !MoveKind::Idle.bit() == 0 {
            Kinds(MoveKind::Idle.bit())
        } else {
            Kinds(self.0 & !MoveKind::Idle.bit())
        };
        MoveKind::ALL
            .into_iter()
            .filter(move |k| effective.contains(*k))
    }
}

impl fmt::Debug for Kinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_set_reads_as_idle() {
        assert_eq!(Kinds::NONE.iter().collect::<Vec<_>>(), vec![MoveKind::Idle]);
        let k = Kinds::NONE.with(MoveKind::Chase).with(MoveKind::Check);
        assert_eq!(
            k.iter().collect::<Vec<_>>(),
            vec![MoveKind::Check, MoveKind::Chase]
        );
        assert!(k.contains(MoveKind::Chase) && !k.contains(MoveKind::Block));
    }
}
