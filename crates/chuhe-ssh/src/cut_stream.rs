//! A connection's socket that the server can cut from outside, whatever russh is
//! doing with it: waiting for a version line, in the middle of a key exchange, or
//! stuck because the client's window is shut. russh's own disconnect goes through a
//! queue it stops reading in those states; a cut makes the next read and write
//! fail, russh's session ends and the socket is closed.
//!
//! Cut when the time to log in is up, when an unauthenticated connection is pushed
//! out to make room ([`super::startups`]), and when a session is over (its client
//! gone quiet, or not reading its screen) while the connection stays.

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// The stream, cut once its [`Cutter`] says so.
#[derive(Debug)]
pub struct CutStream<S> {
    inner: S,
    state: Arc<State>,
}

/// Cuts its stream; clones cut the same one.
#[derive(Clone, Debug)]
pub struct Cutter(Arc<State>);

#[derive(Debug, Default)]
struct State {
    cut: AtomicBool,
    /// The tasks waiting to read and to write, woken by the cut.
    reader: Mutex<Option<Waker>>,
    writer: Mutex<Option<Waker>>,
}

impl<S> CutStream<S> {
    pub fn new(inner: S) -> (CutStream<S>, Cutter) {
        let state = Arc::new(State::default());
        (
            CutStream {
                inner,
                state: Arc::clone(&state),
            },
            Cutter(state),
        )
    }
}

impl Cutter {
    pub fn cut(&self) {
        self.0.cut.store(true, Ordering::SeqCst);
        for slot in [&self.0.reader, &self.0.writer] {
            if let Some(w) = slot.lock().unwrap_or_else(|e| e.into_inner()).take() {
                w.wake();
            }
        }
    }

    pub fn is_cut(&self) -> bool {
        self.0.cut.load(Ordering::SeqCst)
    }
}

impl State {
    /// Err once cut; else keeps the waker to be woken by a cut. Checked again after
    /// the waker is kept, so a cut in between is not missed.
    fn check(&self, slot: &Mutex<Option<Waker>>, cx: &Context<'_>) -> io::Result<()> {
        let cut = || io::Error::new(io::ErrorKind::ConnectionAborted, "connection cut");
        if self.cut.load(Ordering::SeqCst) {
            return Err(cut());
        }
        {
            let mut w = slot.lock().unwrap_or_else(|e| e.into_inner());
            if !w.as_ref().is_some_and(|w| w.will_wake(cx.waker())) {
                *w = Some(cx.waker().clone());
            }
        }
        if self.cut.load(Ordering::SeqCst) {
            return Err(cut());
        }
        Ok(())
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for CutStream<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if let Err(e) = self.state.check(&self.state.reader, cx) {
            return Poll::Ready(Err(e));
        }
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for CutStream<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        if let Err(e) = self.state.check(&self.state.writer, cx) {
            return Poll::Ready(Err(e));
        }
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if let Err(e) = self.state.check(&self.state.writer, cx) {
            return Poll::Ready(Err(e));
        }
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[test]
    fn a_cut_ends_a_read_that_waits_and_every_write_after() {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let (near, _far) = tokio::io::duplex(64);
            let (mut stream, cutter) = CutStream::new(near);
            let waiting = tokio::spawn(async move {
                let mut byte = [0u8; 1];
                let r = stream.read(&mut byte).await;
                (r.map_err(|e| e.kind()), stream)
            });
            tokio::task::yield_now().await;
            cutter.cut();
            let (read, mut stream) = waiting.await.unwrap();
            assert_eq!(read, Err(io::ErrorKind::ConnectionAborted));
            assert!(stream.write_all(b"x").await.is_err());
            assert!(cutter.is_cut());
        });
    }
}
