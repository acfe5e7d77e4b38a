//! One client connection on the host: a reader thread that turns lines into inputs
//! for the table (checking size, rate, shape and the join code first), and a writer
//! thread that sends the table's lines. Whatever a client sends, the worst it gets is
//! an error line and a closed connection; the game is only ever touched through the
//! table, by well-formed messages.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::time::Instant;

use crate::catalogue::host_log::Leaving;

use super::super::code::{JoinCode, Token};
use super::super::deadline::Deadlined;
use super::super::framing::{FrameError, LineReader, write_line};
use super::super::protocol::{ClientMsg, MAX_CLIENT_LINE, ProtocolError, Role, decode_client};
use super::super::rate::Bucket;
use super::super::refusal::Refusal;
use super::super::transport::Stream;
use super::outbox;
use super::pending::Pending;
use super::table::{Input, error_line};
use super::{Cmd, ConnId, Limits};

/// What every connection thread shares.
pub struct Context {
    pub code: JoinCode,
    pub limits: Limits,
    pub cmd: Sender<Cmd>,
    /// Connections past their hello, open now.
    pub active: AtomicUsize,
    /// Connections that have not said hello yet.
    pub pending: Pending,
    pub next_id: AtomicU64,
}

/// Counts a connection as open for as long as it lives.
struct Active<'a>(&'a AtomicUsize);

impl Drop for Active<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Takes a new connection and serves it on threads of its own. Nobody is refused
/// before their hello: how many connections a peer may keep waiting is the pending
/// registry's business, and whether the host is full is decided by the hello.
pub fn accept(stream: Stream, ctx: &Arc<Context>) {
    // The order of acceptance, taken here on the acceptor's thread: the pending
    // registry closes the oldest by it, whatever order the threads register in.
    static ARRIVALS: AtomicU64 = AtomicU64::new(0);
    let arrival = ARRIVALS.fetch_add(1, Ordering::SeqCst);
    let shared = Arc::clone(ctx);
    let _ = std::thread::Builder::new()
        .name("chuhe-conn".into())
        .spawn(move || serve(stream, &shared, arrival));
}

/// Sends one error line and closes, from the reader thread before the writer exists.
fn refuse_now(stream: &mut Stream, ctx: &Context, why: &Refusal) {
    let _ = stream.set_write_timeout(Some(ctx.limits.write_timeout));
    let _ = write_line(stream, &error_line(why));
    stream.shutdown();
}

/// What to tell a client whose line could not be read (`hello`: while waiting for
/// its hello).
fn frame_refusal(e: &FrameError, hello: bool) -> Option<Refusal> {
    Some(match e {
        FrameError::TooLong { limit } => Refusal::TooLong { limit: *limit },
        FrameError::NotUtf8 => Refusal::NotUtf8,
        FrameError::Truncated => return None,
        FrameError::Io(_) if e.is_timeout() && hello => Refusal::HelloTimeout,
        FrameError::Io(_) if e.is_timeout() => Refusal::IdleTimeout,
        FrameError::Io(_) => return None,
    })
}

/// Why a read that the host does not answer with a refusal ended the connection.
fn leaving_of(e: FrameError) -> Leaving {
    match e {
        FrameError::Truncated => Leaving::Truncated,
        FrameError::Io(io) => Leaving::Io {
            kind: io.kind(),
            detail: io.to_string(),
        },
        // Answered with a refusal before this is asked; said the same way if not.
        FrameError::TooLong { limit } => {
            Leaving::Refused(Refusal::TooLong { limit }.catalogue_key())
        }
        FrameError::NotUtf8 => Leaving::Refused(Refusal::NotUtf8.catalogue_key()),
    }
}

/// A protocol error as a line (its text says what and where).
fn protocol_line(e: &ProtocolError) -> Arc<str> {
    super::table::error_line_with(e.code(), true, e.text())
}

/// Serves one connection until it closes.
fn serve(mut stream: Stream, ctx: &Context, arrival: u64) {
    let peer = stream.peer();
    let (Ok(read_half), Ok(handle)) = (stream.try_clone(), stream.try_clone()) else {
        return stream.shutdown();
    };
    let slot = ctx.pending.admit(peer.key(), handle, arrival);
    let mut reader = LineReader::new(Deadlined::new(read_half), MAX_CLIENT_LINE);
    // The hello's time counts from the connection: bytes that make no line do not
    // extend it.
    reader
        .get_mut()
        .set_deadline(Some(Instant::now() + ctx.limits.hello_timeout));

    // The hello: right version, right code, a token that is a token.
    let first = reader.read_line();
    if slot.evicted() {
        return refuse_now(&mut stream, ctx, &Refusal::TooManyPending);
    }
    let hello = match first {
        Ok(Some(line)) => match decode_client(line, true) {
            Ok(ClientMsg::Hello(h)) => h,
            Ok(_) => return refuse_now(&mut stream, ctx, &Refusal::HelloFirst),
            Err(e) => {
                let _ = stream.set_write_timeout(Some(ctx.limits.write_timeout));
                let _ = write_line(&mut stream, &protocol_line(&e));
                return stream.shutdown();
            }
        },
        Ok(None) => return stream.shutdown(),
        Err(e) => {
            if let Some(why) = frame_refusal(&e, true) {
                refuse_now(&mut stream, ctx, &why);
            }
            return stream.shutdown();
        }
    };
    let opens = hello
        .code
        .parse::<JoinCode>()
        .is_ok_and(|c| ctx.code.opens(&c));
    if !opens {
        // A pause before each wrong answer makes guessing codes slow (the slot is
        // held meanwhile, so a guesser's many connections count against it).
        std::thread::sleep(ctx.limits.wrong_code_delay);
        return refuse_now(&mut stream, ctx, &Refusal::WrongCode);
    }
    let token = match hello.token.as_deref().map(str::parse::<Token>) {
        None => None,
        Some(Ok(t)) => Some(t),
        Some(Err(_)) => return refuse_now(&mut stream, ctx, &Refusal::TokenFormat),
    };
    drop(slot);
    // A player with a token is always let in (the table checks the token): a seated
    // player must never find their seat shut by strangers' connections.
    let open = ctx.active.fetch_add(1, Ordering::SeqCst);
    let _active = Active(&ctx.active);
    let token_holder = token.is_some() && matches!(hello.role, Role::Play | Role::Arbiter);
    if open >= ctx.limits.max_connections && !token_holder {
        return refuse_now(&mut stream, ctx, &Refusal::Full);
    }

    // Admitted: the writer thread takes over sending.
    let conn: ConnId = ctx.next_id.fetch_add(1, Ordering::SeqCst);
    let (outbox, queue) = outbox::outbox(ctx.limits.max_queued);
    let Ok(write_half) = stream.try_clone() else {
        return stream.shutdown();
    };
    let _ = write_half.set_write_timeout(Some(ctx.limits.write_timeout));
    let writer = std::thread::Builder::new()
        .name("chuhe-send".into())
        .spawn(move || queue.run(write_half));
    if writer.is_err() {
        return stream.shutdown();
    }
    let Ok(closer) = stream.try_clone() else {
        return stream.shutdown();
    };
    let arrived = Cmd::Arrive {
        conn,
        outbox: outbox.clone(),
        stream: closer,
        input: Input::Arrive {
            conn,
            hello,
            token,
            peer,
        },
    };
    if ctx.cmd.send(arrived).is_err() {
        return stream.shutdown();
    }

    let mut bucket = Bucket::new(ctx.limits.rate, Instant::now());
    let close_with = |why: &Refusal| {
        let _ = outbox.close(Some(error_line(why)));
    };
    let why = loop {
        // Each line must be complete within the idle limit of the one before: a
        // byte now and then without a newline does not keep a connection open.
        reader
            .get_mut()
            .set_deadline(Some(Instant::now() + ctx.limits.idle_timeout));
        let line = match reader.read_line() {
            Ok(Some(line)) => line,
            Ok(None) => break Leaving::ClosedByClient,
            Err(e) => {
                if let Some(why) = frame_refusal(&e, false) {
                    close_with(&why);
                    break Leaving::Refused(why.catalogue_key());
                }
                break leaving_of(e);
            }
        };
        if !bucket.take(Instant::now()) {
            close_with(&Refusal::RateLimited);
            break Leaving::TooManyMessages;
        }
        match decode_client(line, false) {
            Ok(ClientMsg::Bye) => break Leaving::Left,
            Ok(msg) => {
                if ctx
                    .cmd
                    .send(Cmd::Input(Input::Message { conn, msg }))
                    .is_err()
                {
                    break Leaving::HostStopping;
                }
            }
            Err(e) => {
                let _ = outbox.close(Some(protocol_line(&e)));
                break Leaving::Protocol(e.text());
            }
        }
    };
    let why = if outbox.stalled() {
        Leaving::TooSlow
    } else {
        why
    };
    let _ = ctx.cmd.send(Cmd::Input(Input::Leave { conn, why }));
    // Let the writer send a closing line, if any, then end.
    let _ = outbox.close(None);
}
