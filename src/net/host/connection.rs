//! One client connection on the host: a reader thread that turns lines into inputs
//! for the table (checking size, rate, shape and the join code first), and a writer
//! thread that sends the table's lines. Whatever a client sends, the worst it gets is
//! an error line and a closed connection; the game is only ever touched through the
//! table, by well-formed messages.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::time::Instant;

use crate::match_control::Text;

use super::super::code::{JoinCode, Token};
use super::super::framing::{FrameError, LineReader, write_line};
use super::super::protocol::{ClientMsg, ErrorCode, MAX_CLIENT_LINE, ProtocolError, decode_client};
use super::super::rate::Bucket;
use super::super::transport::Stream;
use super::outbox;
use super::table::{Input, error_line};
use super::{Cmd, ConnId, Limits};

/// What every connection thread shares.
pub struct Context {
    pub code: JoinCode,
    pub limits: Limits,
    pub cmd: Sender<Cmd>,
    /// Connections open now.
    pub active: AtomicUsize,
    pub next_id: AtomicU64,
}

/// Counts a connection as open for as long as it lives.
struct Active<'a>(&'a AtomicUsize);

impl Drop for Active<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Takes a new connection: refuses it at once if the host is full, otherwise serves
/// it on threads of its own.
pub fn accept(stream: Stream, ctx: &Arc<Context>) {
    let open = ctx.active.fetch_add(1, Ordering::SeqCst);
    if open >= ctx.limits.max_connections {
        ctx.active.fetch_sub(1, Ordering::SeqCst);
        let line = error_line(
            ErrorCode::Full,
            true,
            Text::new("主机连接数已满", "the host has too many connections"),
        );
        let mut s = stream;
        let _ = s.set_write_timeout(Some(ctx.limits.write_timeout));
        let _ = write_line(&mut s, &line);
        s.shutdown();
        return;
    }
    let shared = Arc::clone(ctx);
    let spawned = std::thread::Builder::new()
        .name("chuhe-conn".into())
        .spawn(move || {
            let _active = Active(&shared.active);
            serve(stream, &shared);
        });
    if spawned.is_err() {
        // The thread never ran (the stream went with it, closed): give its place back.
        ctx.active.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Sends one error line and closes, from the reader thread before the writer exists.
fn refuse_now(stream: &mut Stream, ctx: &Context, code: ErrorCode, text: Text) {
    let _ = stream.set_write_timeout(Some(ctx.limits.write_timeout));
    let _ = write_line(stream, &error_line(code, true, text));
    stream.shutdown();
}

fn frame_refusal(e: &FrameError) -> Option<(ErrorCode, Text)> {
    Some(match e {
        FrameError::TooLong { limit } => (
            ErrorCode::TooLong,
            Text::new(
                format!("消息过长（上限{limit}字节）"),
                format!("message longer than {limit} bytes"),
            ),
        ),
        FrameError::NotUtf8 => (
            ErrorCode::Malformed,
            Text::new("消息不是UTF-8文本", "message is not UTF-8 text"),
        ),
        FrameError::Truncated => return None,
        FrameError::Io(_) if e.is_timeout() => (
            ErrorCode::Timeout,
            Text::new("等待消息超时", "no message in time"),
        ),
        FrameError::Io(_) => return None,
    })
}

fn protocol_refusal(e: &ProtocolError) -> (ErrorCode, Text) {
    (e.code(), e.text())
}

/// Serves one connection until it closes.
fn serve(mut stream: Stream, ctx: &Context) {
    let peer = stream.peer();
    let Ok(read_half) = stream.try_clone() else {
        return stream.shutdown();
    };
    let _ = stream.set_read_timeout(Some(ctx.limits.hello_timeout));
    let mut reader = LineReader::new(read_half, MAX_CLIENT_LINE);

    // The hello: right version, right code, a token that is a token.
    let hello = match reader.read_line() {
        Ok(Some(line)) => match decode_client(line, true) {
            Ok(ClientMsg::Hello(h)) => h,
            Ok(_) => {
                return refuse_now(
                    &mut stream,
                    ctx,
                    ErrorCode::HelloFirst,
                    Text::new(
                        "第一条消息必须是 hello",
                        "the first message must be a hello",
                    ),
                );
            }
            Err(e) => {
                let (code, text) = protocol_refusal(&e);
                return refuse_now(&mut stream, ctx, code, text);
            }
        },
        Ok(None) => return stream.shutdown(),
        Err(e) => {
            if let Some((code, text)) = frame_refusal(&e) {
                refuse_now(&mut stream, ctx, code, text);
            }
            return stream.shutdown();
        }
    };
    let opens = hello
        .code
        .parse::<JoinCode>()
        .is_ok_and(|c| ctx.code.opens(&c));
    if !opens {
        // A pause before each wrong answer makes guessing codes slow.
        std::thread::sleep(ctx.limits.wrong_code_delay);
        return refuse_now(
            &mut stream,
            ctx,
            ErrorCode::WrongCode,
            Text::new("对局码错误", "wrong join code"),
        );
    }
    let token = match hello.token.as_deref().map(str::parse::<Token>) {
        None => None,
        Some(Ok(t)) => Some(t),
        Some(Err(e)) => {
            return refuse_now(
                &mut stream,
                ctx,
                ErrorCode::BadToken,
                Text::new("座位凭证格式错误", e.to_string()),
            );
        }
    };

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

    let _ = stream.set_read_timeout(Some(ctx.limits.idle_timeout));
    let mut bucket = Bucket::new(ctx.limits.rate, Instant::now());
    let close_with = |code: ErrorCode, text: Text| {
        let _ = outbox.close(Some(error_line(code, true, text)));
    };
    let why = loop {
        let line = match reader.read_line() {
            Ok(Some(line)) => line,
            Ok(None) => break "closed by the client".to_string(),
            Err(e) => {
                if let Some((code, text)) = frame_refusal(&e) {
                    close_with(code, text);
                }
                break e.to_string();
            }
        };
        if !bucket.take(Instant::now()) {
            close_with(
                ErrorCode::RateLimited,
                Text::new("消息过于频繁", "too many messages too fast"),
            );
            break "too many messages".to_string();
        }
        match decode_client(line, false) {
            Ok(ClientMsg::Bye) => break "left".to_string(),
            Ok(msg) => {
                if ctx
                    .cmd
                    .send(Cmd::Input(Input::Message { conn, msg }))
                    .is_err()
                {
                    break "the host is stopping".to_string();
                }
            }
            Err(e) => {
                let (code, text) = protocol_refusal(&e);
                close_with(code, text);
                break e.to_string();
            }
        }
    };
    let why = if outbox.stalled() {
        "dropped: it did not keep up".to_string()
    } else {
        why
    };
    let _ = ctx.cmd.send(Cmd::Input(Input::Leave { conn, why }));
    // Let the writer send a closing line, if any, then end.
    let _ = outbox.close(None);
}
