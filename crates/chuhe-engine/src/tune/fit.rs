//! The fit: the logistic constant K, the loss (mean squared error of
//! `sigmoid(K · eval)` against the results), and full-batch gradient descent (Adam)
//! on the weights, with a small pull towards the starting weights so that a weight
//! the data barely see does not wander.

use super::features::Features;

/// One training example: a position's features and its game's result for Red.
#[derive(Clone, Debug)]
pub struct Sample {
    pub features: Features,
    pub result: f64,
}

use crate::eval::logistic;

/// Mean squared error of `sigmoid(k · eval)` against the results.
pub fn mse(samples: &[Sample], w: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let e = logistic(k * s.features.eval(w)) - s.result;
            e * e
        })
        .sum();
    sum / samples.len() as f64
}

/// The K that minimises the error with weights `w`: a golden-section search over
/// (0, 0.05] (the error is unimodal in K; 0.05 would make 100 centipawns an expected
/// score of 99%).
pub fn fit_k(samples: &[Sample], w: &[f64]) -> f64 {
    let (mut lo, mut hi) = (1e-5f64, 0.05f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = hi - ratio * (hi - lo);
    let mut b = lo + ratio * (hi - lo);
    let (mut fa, mut fb) = (mse(samples, w, a), mse(samples, w, b));
    for _ in 0..60 {
        if fa < fb {
            hi = b;
            b = a;
            fb = fa;
            a = hi - ratio * (hi - lo);
            fa = mse(samples, w, a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + ratio * (hi - lo);
            fb = mse(samples, w, b);
        }
    }
    (lo + hi) / 2.0
}

/// How the descent runs.
#[derive(Copy, Clone, Debug)]
pub struct Descent {
    pub epochs: usize,
    /// Adam's step size, in centipawns.
    pub rate: f64,
    /// Weight of the pull `l2 · Σ (w − start)²` added to the loss.
    pub l2: f64,
}

impl Default for Descent {
    fn default() -> Descent {
        Descent {
            epochs: 2_000,
            rate: 0.5,
            l2: 1e-7,
        }
    }
}

/// Minimises `mse(samples, w, k) + l2 · Σ (w − start)²` from `start`; only the
/// weights with `free[i]` move. Each group of `level_groups` keeps its mean at the
/// start's after every step (a piece-square table's level is the piece's value,
/// which 1.2 fixes, so only its shape is fitted). Returns the weights after
/// `d.epochs` steps.
pub fn descend(
    samples: &[Sample],
    start: &[f64],
    free: &[bool],
    level_groups: &[Vec<usize>],
    k: f64,
    d: Descent,
) -> Vec<f64> {
    let n = start.len();
    let mut w = start.to_vec();
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (beta1, beta2, eps) = (0.9f64, 0.999f64, 1e-12);
    let scale = 2.0 / samples.len().max(1) as f64;
    for step in 1..=d.epochs {
        let grad = gradient(samples, &w, k, scale);
        let t = step as i32;
        for i in 0..n {
            if !free[i] {
                continue;
            }
            let g = grad[i] + 2.0 * d.l2 * (w[i] - start[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(t));
            let v_hat = v[i] / (1.0 - beta2.powi(t));
            w[i] -= d.rate * m_hat / (v_hat.sqrt() + eps);
        }
        for group in level_groups.iter().filter(|g| !g.is_empty()) {
            let drift: f64 =
                group.iter().map(|&i| w[i] - start[i]).sum::<f64>() / group.len() as f64;
            for &i in group {
                w[i] -= drift;
            }
        }
    }
    w
}

/// The samples are split into this many parts, each summed on its own thread: a
/// fixed number, so that the sums (and the fitted weights) do not depend on the
/// machine's cores.
const PARTS: usize = 4;

/// The gradient of the mean squared error at `w` (`scale` is 2 / the sample count).
fn gradient(samples: &[Sample], w: &[f64], k: f64, scale: f64) -> Vec<f64> {
    let part = samples.len().div_ceil(PARTS).max(1);
    let partial = |chunk: &[Sample]| {
        let mut grad = vec![0.0; w.len()];
        for s in chunk {
            let p = logistic(k * s.features.eval(w));
            let common = scale * (p - s.result) * p * (1.0 - p) * k;
            for &(i, x) in &s.features.terms {
                grad[i as usize] += common * x;
            }
        }
        grad
    };
    let sums: Vec<Vec<f64>> = std::thread::scope(|scope| {
        let handles: Vec<_> = samples
            .chunks(part)
            .map(|chunk| scope.spawn(move || partial(chunk)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a gradient thread panicked"))
            .collect()
    });
    let mut grad = vec![0.0; w.len()];
    for sum in sums {
        for (g, x) in grad.iter_mut().zip(sum) {
            *g += x;
        }
    }
    grad
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic stream of numbers in [0, 1).
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self) -> f64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 11) as f64 / (1u64 << 53) as f64
        }
    }

    /// A synthetic set whose true weights and K are known: each result is the expected
    /// score `sigmoid(K · eval)` under the true weights (a soft label), so the true
    /// weights are the loss's minimum. The descent, started from zero, must find them,
    /// and `fit_k` must find K given them.
    #[test]
    fn the_fit_recovers_known_weights_and_k() {
        let truth = [40.0, -25.0, 10.0, 0.0, 60.0];
        let k = 0.006;
        let mut rng = Lcg(7);
        let samples: Vec<Sample> = (0..3_000)
            .map(|_| {
                let mut terms: Vec<(u16, f64)> = Vec::new();
                for i in 0..truth.len() {
                    let x = (rng.next() * 6.0 - 3.0).round();
                    if rng.next() < 0.7 && x != 0.0 {
                        terms.push((i as u16, x));
                    }
                }
                let material = (rng.next() * 400.0 - 200.0).round();
                let features = Features {
                    fixed: material,
                    terms,
                };
                let result = logistic(k * features.eval(&truth));
                Sample { features, result }
            })
            .collect();
        let found_k = fit_k(&samples, &truth);
        assert!((found_k - k).abs() < 1e-4, "K {found_k}");

        let start = [0.0; 5];
        let mut free = [true; 5];
        free[3] = false;
        let d = Descent {
            epochs: 3_000,
            rate: 0.5,
            l2: 0.0,
        };
        let w = descend(&samples, &start, &free, &[], k, d);
        for (i, (&got, &want)) in w.iter().zip(&truth).enumerate() {
            assert!((got - want).abs() < 1.0, "weight {i}: {got} vs {want}");
        }
        assert!(mse(&samples, &w, k) < mse(&samples, &start, k) / 10.0);

        // With weights 0 and 1 held to a mean of 0 (their true mean is 7.5), the fit
        // keeps the mean and still finds the rest.
        let w = descend(&samples, &start, &free, &[vec![0, 1]], k, d);
        assert!((w[0] + w[1]).abs() < 1e-6, "{} + {}", w[0], w[1]);
        assert!((w[2] - truth[2]).abs() < 3.0, "{}", w[2]);
    }
}
