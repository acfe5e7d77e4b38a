//! Positions constructed for the rule tests, each with one pass of its cycle (the moves
//! return to the position). Red moves first. Kings are kept off each other's file.

/// A: Red's rook checks from a9 and a8 in turn; the black general steps e9–e8 (e7 is
/// covered by the red pawn). Every red move a check: 长将.
pub const PERPETUAL_CHECK: (&str, &str) = ("4k4/R8/9/4P4/9/9/9/9/9/3K5 w", "a8a9 e9e8 a9a8 e8e9");

/// B: Red's rook chases the unprotected black cannon along the a- and b-files; the
/// cannon steps aside each time. Every red move a chase of the same piece: 长捉.
pub const PERPETUAL_CHASE: (&str, &str) = ("4k4/9/c8/9/9/9/9/9/1R7/3K5 w", "b1a1 a7b7 a1b1 b7a7");

/// C: Red's rook a8 holds the eighth rank; the other rook threatens to mate on h9 or
/// i9 in one move; a black pawn (across the river) blocks the file each time. Every red
/// move a threat of mate with the next check (做杀): 长杀.
pub const PERPETUAL_MATE_THREAT: (&str, &str) =
    ("4k4/R8/9/9/9/9/7p1/9/7R1/3K5 w", "h1i1 h3i3 i1h1 i3h3");

/// D: Red's rook checks (b9, c8) and chases the unprotected cannon (c9, b8) in turn:
/// 一将一捉, one check one chase.
pub const CHECK_AND_CHASE: (&str, &str) = (
    "4k4/1R7/9/4P4/2c6/9/9/9/9/3K5 w",
    "b8b9 e9e8 b9c9 c5b5 c9c8 e8e9 c8b8 b5c5",
);

/// F: Red checks (a9, b8) with a quiet rook move after each (b9, a8); a black horse
/// shuffles h5–i7: 数将一闲 — checks with idle moves between.
pub const CHECKS_WITH_IDLE_MOVES: (&str, &str) = (
    "4k4/R8/9/4P4/7n1/9/9/9/9/3K5 w",
    "a8a9 e9e8 a9b9 h5i7 b9b8 e8e9 b8a8 i7h5",
);

/// The rook attacks a black pawn on a4, then one on c4, in turn (both across the river,
/// neither protecting the other); an elephant shuffles for Black.
pub const CROSSED_PAWNS_CHASED_IN_TURN: (&str, &str) =
    ("4k1b2/9/9/9/9/p1p6/9/9/2R6/3K5 w", "c1a1 g9i7 a1c1 i7g9");

/// The same with the pawns at home (a6, c6): not material (25.3).
pub const HOME_PAWNS_ATTACKED_IN_TURN: (&str, &str) =
    ("4k1b2/9/9/p1p6/9/9/9/9/2R6/3K5 w", "c1a1 g9i7 a1c1 i7g9");

/// The red general steps e1–f1 attacking the black cannon on f0, then e0, as it steps
/// aside: the general's own chase.
pub const GENERAL_CHASES: (&str, &str) = ("3k5/9/9/9/9/9/9/9/4K4/5c3 w", "e1f1 f0e0 f1e1 e0f0");

/// A red pawn across the river steps e6–d6 attacking the black cannon on d7, then e7:
/// the pawn's own chase.
pub const PAWN_CHASES: (&str, &str) = ("4k4/9/3c5/4P4/9/9/9/9/9/5K3 w", "e6d6 d7e7 d6e6 e7d7");

/// The red rook stays on the a-file, attacking the black cannon on a7 from a1 and from
/// a2; the cannon does not move (an elephant shuffles): the attack never arises from
/// the move just played (29.2, 从捉到捉).
pub const STANDING_ATTACK: (&str, &str) = ("4k1b2/9/c8/9/9/9/9/9/R8/3K5 w", "a1a2 g9i7 a2a1 i7g9");

/// The red rook c3 and the black horse f4 chase each other: c3c5 threatens Rf5+ and
/// Rxf4 (抽), c5c3 attacks the horse on d3; f4d3 attacks the rook on c5, d3f4 threatens
/// Ne2+ and Nxc3. Both sides chase on every move: 长打对长打 (28.14).
pub const MUTUAL_CHASE: (&str, &str) = ("5k3/9/9/9/9/5n3/2R6/9/9/3K5 w", "c3c5 f4d3 c5c3 d3f4");

/// The red rook (protected by its advisor) faces the black rook (protected by its
/// advisor) on the f-file, then on the d-file, as the black rook steps aside: every red
/// move offers a like-for-like exchange (兑).
pub const EXCHANGE_OFFERS: (&str, &str) =
    ("4k4/4a4/5r3/9/9/9/9/3R5/4A4/4K4 w", "d2f2 f7d7 f2d2 d7f7");

/// 图4 of 002 (马退捉象 / 马进伏以炮换马多得一卒): the red rook attacks the elephant on
/// c9 from a9, then from a5 makes the cannon's capture of the horse on e5 win a pawn on
/// top of an even exchange (cannon for horse, then the rook takes the pawn); the
/// elephant steps c9–e7 and back. Rook moves stand for the figure's horse moves.
pub const FIG_4: (&str, &str) = (
    "2b6/4k4/9/4p4/R3n4/9/4P4/9/4C4/3K5 w",
    "a5a9 c9e7 a9a5 e7c9",
);

/// 图10 of 002 (1.马七进六 车3进2 2.马六退七 车3退2; 1.1试规: "红方进马退马长捉黑车，黑方车
/// 一步捉无根子，另一步为车炮联合捉子，红方变着，不变作负"): the red horse advances to attack
/// the unprotected black rook (b2-d3 attacks b4) and retreats uncovering its elephant's
/// attack on the rook's new point (d3-b2, elephant e2 on c4); the black rook's advance
/// attacks an unprotected red pawn (c4 on c6) and its retreat joins the cannon b7
/// against the red horse on b2 (车炮联合捉子). The horse is protected twice (horse a0, rook
/// b0), so the joint attack wins nothing through the complete exchange (29.1): no chase,
/// as the book's verdict needs. (The earlier stand-in had the horse protected once, which
/// made the retreat a chase of a 少根 piece and the cycle a draw, against the book.)
pub const FIG_10: (&str, &str) = (
    "4k4/9/1c7/2P6/9/1r7/9/1N2B4/9/NR1K5 w",
    "b2d3 b4c4 d3b2 c4b4",
);

/// 图7 of 002: Red's threat piece shuttles between the first and second files (i1–h1),
/// each time threatening mate in two checks (伏杀: Rh9+ Af9 Rxf9, or Ri9+ Rh9 Rxh9+
/// Af9 Rxf9); Black's rook follows (h3–i3) to block the file, facing Red's rook
/// (looking like a chase, but only an exchange). A rook stands for the figure's cannon.
pub const FIG_7: (&str, &str) = ("4k4/R3aP3/9/9/9/9/7r1/9/7R1/5K3 w", "h1i1 h3i3 i1h1 i3h3");

/// 图9 of 002, on the figure's own files ("1.马三退二 车9平8 2.马二进三 车8平9"; the
/// diagram itself is not in the text): the red horse g4-h2 (马三退二) attacks the
/// unprotected black cannon on f3 (捉) and h2-g4 (马二进三) returns to face the black
/// horse f6, the elephant i2 protecting it (兑). The black rook on the red second rank
/// keeps attacking the unprotected red advisor on e1 from i1 and from h1 (从捉到捉,
/// 捉士). Stepping i1-h1 (车9平8) it joins the cannon h7 (screen: the red rook h5)
/// against the horse on h2, protected once by that rook: the cannon takes, the rook takes
/// back, the black rook takes the rook — the horse is won through the complete exchange
/// (少根, 28.16, 29.1; 伏捉 to the folk rules). Stepping back h1-i1 (车8平9) it attacks
/// the unprotected red elephant on i2, which it did not attack from h1 (a new chase,
/// 29.2; 捉小子 to the folk rules, 6.2.1).
pub const FIG_9: (&str, &str) = (
    "4k3n/9/7c1/5np2/7R1/6N2/5c3/8B/4A3r/3K5 w",
    "g4h2 i1h1 h2g4 h1i1",
);

/// 图24 of 002: the red rook goes up the first file (i4-i8) and back (i8-i4), from where
/// it attacks the black pawn on e4 — taking it checks, and after the black rook blocks
/// on e7 the pawn c7-d7 wins the pinned rook; the black rook shuffles e7–f7.
pub const FIG_24: (&str, &str) = ("4k4/9/2P1r4/9/9/4p3R/9/9/9/3K5 w", "i4i8 e7f7 i8i4 f7e7");

/// 图25 of 002: the red rook steps up and down its file (d3–d4), attacking the black
/// cannon on d7 from both points (从捉到捉); the black horse attacks the rook on each of
/// its points in turn (c5-e6 attacks d4, e6-c5 attacks d3): 长捉.
pub const FIG_25: (&str, &str) = ("4k4/9/3c5/9/2n6/9/3R5/9/9/5K3 w", "d3d4 c5e6 d4d3 e6c5");

/// The red rook chases the same black elephant as it steps g9–i7 and back (g1 attacks
/// g9, i1 attacks i7): 长捉一子 of a small piece.
pub const ELEPHANT_CHASED: (&str, &str) = ("4k1b2/9/9/9/9/9/9/9/8R/3K5 w", "i1g1 g9i7 g1i1 i7g9");

/// `PERPETUAL_CHASE` with a red horse on e1 that the rook protects from b1 and a1: the
/// chasing rook is a protector (根子).
pub const PROTECTOR_CHASES: (&str, &str) =
    ("4k4/9/c8/9/9/9/9/9/1R2N4/3K5 w", "b1a1 a7b7 a1b1 b7a7");

/// 图19 of 002: Red's rook checks on the d-file (a2-d2, also attacking the pawn d1) and
/// chases the horse a7 (d2-a2) in turn: one check one chase. Black's rook blocks the
/// check on d5 and returns to b5 (平4 / 平2), each time threatening mate in two checks
/// (Rb0+ Ad0 Rxd0; after the block also Ri0+ and Rxd2, winning the rook through a
/// check). A rook stands for the figure's cannon.
pub const FIG_19: (&str, &str) = ("3k5/9/n8/9/1r7/9/9/R8/3pA3r/4K4 w", "a2d2 b5d5 d2a2 d5b5");

/// 27.3: rook against rook, each side with nothing else but advisors and elephants —
/// a plain draw by material. The black rook keeps to the pawn line, stepping c6–g6 and
/// attacking the unprotected red elephant on c4, then the one on g4; the red rook
/// shuffles a1–a2.
pub const SIMPLE_DRAW_ELEPHANTS_ATTACKED: (&str, &str) = (
    "3ak4/4a4/9/2r6/9/2B3B2/9/9/R8/3AKA3 w",
    "a1a2 c6g6 a2a1 g6c6",
);

/// The same with a red horse on g0 (out of play): no longer a plain draw by material,
/// so the attacks on the elephants are chases.
pub const ELEPHANTS_ATTACKED_WITH_MORE_MATERIAL: (&str, &str) = (
    "3ak4/4a4/9/2r6/9/2B3B2/9/9/R8/3AKAN2 w",
    "a1a2 c6g6 a2a1 g6c6",
);

/// The unnumbered figure after 图10 of 002 (its moves: 1.炮八平九 车2平1 2.炮九平八 车1平2;
/// 1.1试规: "红方车炮联合捉子，黑方长捉无根子，黑方变着，不变作负"; 俗规: "红两着平炮避捉，并未有新
/// 的打 … 黑车两着为长捉同一无根炮"): the red cannon steps b2–a2 and back out of the black
/// rook's attack, the rook follows it along the rank and attacks it on its new file each
/// time. The diagram is not in the text: the stand-in has no red rook, so Red's joint
/// attack (联合捉子) is not shown; Red's moves only escape. The red general sits among its
/// advisors and an elephant, so the black rook threatens no mate.
pub const FIG_AFTER_10: (&str, &str) = ("4k4/9/1r7/9/9/9/9/1C7/4A4/4KAB2 w", "b2a2 b7a7 a2b2 a7b7");
