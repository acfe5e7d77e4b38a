//! CPU time of this process, for benchmarks that must not count time spent waiting for
//! a core on a busy machine.

use std::time::Duration;

/// CPU time used by the whole process so far (all threads).
pub fn process_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec we pass; CLOCK_PROCESS_CPUTIME_ID
    // is supported on every Linux and macOS.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Measures wall and CPU time of `f`.
pub fn measure<T>(f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let wall = std::time::Instant::now();
    let cpu = process_cpu_time();
    let out = f();
    (out, wall.elapsed(), process_cpu_time().saturating_sub(cpu))
}
