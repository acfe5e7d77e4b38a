//! The network's texts, both languages side by side, in this crate, which owns them:
//! the same shape as the core's catalogue (`chuhe_core::catalogue`). Each family's file
//! holds its types, `impl Render` matching on the language with two exhaustive
//! matches, and its `impl Examples`; a test renders every example in both languages.
//! - [`net`]: why the host refuses or closes a connection, what a seat is told.
//! - [`net_errors`]: why the network commands stop (`chuhe: …`).
//! - [`host_log`]: the host's operator log on stderr.

pub mod host_log;
pub mod net;
pub mod net_errors;

// The network catalogue's façade: the families the crates above name.
pub use host_log::{HostLog, Leaving, PeerName};
pub use net::{Field, NetText};
pub use net_errors::{CodeProblem, NetErrorText, SaveProblem};

#[cfg(test)]
mod tests;
