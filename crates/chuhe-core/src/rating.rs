//! Player ratings by Glicko-2 (Mark Glickman, "Example of the Glicko-2 system",
//! 2013; the system lichess uses): a rating, its deviation (how sure the rating is)
//! and a volatility (how erratic the player's results are). A rating period's
//! games move the rating by how surprising their results were, more while the
//! deviation is large; a period without games lets the deviation grow again.
//!
//! The club rates each rated game as a period of its own for both players, each
//! against the other's rating before the game (`Rating::after_game`).

/// The factor between the Glicko scale (1500 ± 350) and Glicko-2's internal one.
const SCALE: f64 = 173.7178;
/// The convergence tolerance of the volatility's iteration (the paper's ε).
const EPSILON: f64 = 0.000_001;
/// The iteration ends in a few dozen steps; this bounds it whatever the input.
const MAX_STEPS: usize = 200;

/// The system constant τ: how much the volatility may change in one period.
/// Glickman suggests 0.3 to 1.2; lichess uses 0.75, and so does the club.
pub const TAU: f64 = 0.75;

/// A player's Glicko-2 rating on the Glicko scale.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    /// The rating deviation (RD): about 95 % of the time the player's strength is
    /// within two of these of `rating`.
    pub deviation: f64,
    pub volatility: f64,
}

/// How a game went for one player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    fn value(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }

    /// The same game for the opponent.
    pub fn reversed(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

/// The largest deviation: a new player's, and the bound a long absence grows to.
pub const MAX_DEVIATION: f64 = 350.0;
/// The smallest deviation kept, so that a regular player's rating still moves.
pub const MIN_DEVIATION: f64 = 30.0;

impl Rating {
    /// A new player's rating (the paper's defaults).
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: MAX_DEVIATION,
        volatility: 0.06,
    };

    /// The rating after a period in which the player played `games` (each the
    /// opponent's rating before the period and the result); with none, only the
    /// deviation grows. `tau` is the system constant ([`TAU`]).
    pub fn after_period(self, games: &[(Rating, Score)], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let grown = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: clamp_deviation(grown * SCALE),
                ..self
            };
        }
        // Step 3 and 4: the estimated variance of the rating from the games alone,
        // and the improvement the results suggest.
        let mut inverse_v = 0.0;
        let mut surprise = 0.0;
        for (opponent, score) in games {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let g = g(opponent.deviation / SCALE);
            let e = expected(mu, mu_j, g);
            inverse_v += g * g * e * (1.0 - e);
            surprise += g * (score.value() - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * surprise;
        // Step 5: the new volatility.
        let sigma = new_volatility(sigma, phi, v, delta, tau);
        // Steps 6 and 7: the deviation grown by the volatility, then narrowed by the
        // games; the rating moved by the results.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * surprise;
        Rating {
            rating: mu * SCALE + 1500.0,
            deviation: clamp_deviation(phi * SCALE),
            volatility: sigma,
        }
    }

    /// Both players' ratings after one rated game between them: `score` is how it
    /// went for `self`.
    pub fn after_game(self, opponent: Rating, score: Score) -> (Rating, Rating) {
        (
            self.after_period(&[(opponent, score)], TAU),
            opponent.after_period(&[(self, score.reversed())], TAU),
        )
    }

    /// The chance that `self` beats `opponent` (a draw counting half), as Glicko-2
    /// expects it.
    pub fn expected_score(self, opponent: Rating) -> f64 {
        let mu = (self.rating - 1500.0) / SCALE;
        let mu_j = (opponent.rating - 1500.0) / SCALE;
        expected(mu, mu_j, g(opponent.deviation / SCALE))
    }

    /// The rating is provisional while its deviation is this large (lichess's `?`).
    pub fn is_provisional(self) -> bool {
        self.deviation > 110.0
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

fn clamp_deviation(d: f64) -> f64 {
    d.clamp(MIN_DEVIATION, MAX_DEVIATION)
}

/// How much an opponent's uncertain rating discounts what a game against them says.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, g: f64) -> f64 {
    1.0 / (1.0 + (-g * (mu - mu_j)).exp())
}

/// Step 5 of the paper: the volatility that makes the period's results most likely,
/// found by the Illinois variant of regula falsi on `f`.
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < MAX_STEPS as f64 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    for _ in 0..MAX_STEPS {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    let found = (big_a / 2.0).exp();
    // Out of the iteration's reach (a degenerate input): keep the old volatility.
    if found.is_finite() && found > 0.0 {
        found
    } else {
        sigma
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman's worked example (glicko2.pdf, section "Example calculation"): a
    /// 1500 player (RD 200, σ 0.06, τ 0.5) beats a 1400 (RD 30) and loses to a 1550
    /// (RD 100) and a 1700 (RD 300). The paper's results: r′ = 1464.06,
    /// RD′ = 151.52, σ′ = 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let player = r(1500.0, 200.0);
        let games = [
            (r(1400.0, 30.0), Score::Win),
            (r(1550.0, 100.0), Score::Loss),
            (r(1700.0, 300.0), Score::Loss),
        ];
        let after = player.after_period(&games, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.000_01, "{after:?}");
    }

    /// The paper's intermediate quantities for the same example: v = 1.7785 and
    /// Δ = −0.4834 on the internal scale.
    #[test]
    fn the_examples_variance_and_improvement() {
        let mu = 0.0;
        let games = [
            (-0.5756, 0.1727, 1.0),
            (0.2878, 0.5756, 0.0),
            (1.1513, 1.7269, 0.0),
        ];
        let (mut inv_v, mut s) = (0.0, 0.0);
        for (mu_j, phi_j, score) in games {
            let g = g(phi_j);
            let e = expected(mu, mu_j, g);
            inv_v += g * g * e * (1.0 - e);
            s += g * (score - e);
        }
        let v = 1.0 / inv_v;
        assert!((v - 1.7785).abs() < 0.001, "v = {v}");
        assert!((v * s + 0.4834).abs() < 0.001, "Δ = {}", v * s);
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let before = r(1600.0, 100.0);
        let after = before.after_period(&[], TAU);
        assert_eq!(after.rating, before.rating);
        assert_eq!(after.volatility, before.volatility);
        // √(φ² + σ²) on the internal scale: 100 → 100.54.
        assert!((after.deviation - 100.54).abs() < 0.01, "{after:?}");
        assert_eq!(Rating::NEW.after_period(&[], TAU).deviation, MAX_DEVIATION);
    }

    #[test]
    fn equal_players_drawing_stay_equal() {
        let (a, b) = Rating::NEW.after_game(Rating::NEW, Score::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
        assert!(a.deviation < MAX_DEVIATION);
        assert_eq!(a, b);
    }

    proptest! {
        /// Whatever the ratings: a win never lowers one's rating, a loss never raises
        /// it, the deviation stays within its bounds, and nothing becomes NaN.
        #[test]
        fn results_move_ratings_the_right_way(
            ra in 0.0f64..4000.0, da in MIN_DEVIATION..MAX_DEVIATION, va in 0.01f64..0.2,
            rb in 0.0f64..4000.0, db in MIN_DEVIATION..MAX_DEVIATION, vb in 0.01f64..0.2,
        ) {
            let a = Rating { rating: ra, deviation: da, volatility: va };
            let b = Rating { rating: rb, deviation: db, volatility: vb };
            let (won, lost) = a.after_game(b, Score::Win);
            prop_assert!(won.rating >= a.rating - 1e-9, "{a:?} {won:?}");
            prop_assert!(lost.rating <= b.rating + 1e-9, "{b:?} {lost:?}");
            for x in [won, lost] {
                prop_assert!(x.rating.is_finite() && x.volatility.is_finite() && x.volatility > 0.0);
                prop_assert!((MIN_DEVIATION..=MAX_DEVIATION).contains(&x.deviation));
            }
            let e = a.expected_score(b);
            prop_assert!((0.0..=1.0).contains(&e));
        }
    }
}
