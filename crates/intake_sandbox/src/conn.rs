//! Connection control for fault injection (`testing` feature only): sockets that can be told,
//! per connection, to refuse every response byte (the connection is then closed with nothing
//! sent) or to stop part-way through a response body.
//!
//! axum's `serve` drives hyper over our [`ControlledStream`] (the [`CountingListener`] makes
//! them in test builds); a handler reaches the connection it is serving through the
//! `ConnectInfo<ConnHandle>` extension. When a write is refused, hyper gets an I/O error, gives
//! up on the connection and drops the socket, so the client sees the connection close (a
//! request error, not an HTTP status).

use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use axum::extract::connect_info::Connected;
use axum::serve::IncomingStream;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use super::listener::CountingListener;
use super::store::lock;

/// What the connection lets through on its next writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Everything.
    Normal,
    /// Nothing: every write fails, so hyper closes the connection without a response byte.
    Killed,
    /// The response head, then `body_allowed` body bytes, then nothing.
    Truncate {
        /// How many bytes of "\r\n\r\n" were seen at the end of what was written so far.
        head_match: u8,
        head_done: bool,
        body_allowed: usize,
    },
}

/// A handle on one accepted connection, given to handlers as connect info.
#[derive(Clone, Debug)]
pub(crate) struct ConnHandle {
    mode: Arc<Mutex<Mode>>,
}

impl ConnHandle {
    fn new() -> Self {
        ConnHandle { mode: Arc::new(Mutex::new(Mode::Normal)) }
    }

    /// The response about to be written will not get out: the connection closes instead.
    pub fn kill(&self) {
        *lock(&self.mode) = Mode::Killed;
    }

    /// Let the head of the next response and `body_allowed` body bytes through, then close.
    pub fn truncate_after(&self, body_allowed: usize) {
        *lock(&self.mode) = Mode::Truncate { head_match: 0, head_done: false, body_allowed };
    }

    /// How many of `buf`'s bytes may be written now (`0`: refuse).
    fn allowance(&self, buf: &[u8]) -> usize {
        let mut mode = lock(&self.mode);
        match &mut *mode {
            Mode::Normal => buf.len(),
            Mode::Killed => 0,
            Mode::Truncate { head_match, head_done, body_allowed } => {
                let mut n = 0;
                while n < buf.len() && !*head_done {
                    let expected = b"\r\n\r\n"[usize::from(*head_match)];
                    if buf[n] == expected {
                        *head_match += 1;
                    } else {
                        *head_match = u8::from(buf[n] == b'\r');
                    }
                    if *head_match == 4 {
                        *head_done = true;
                    }
                    n += 1;
                }
                let body = (buf.len() - n).min(*body_allowed);
                *body_allowed -= body;
                n + body
            }
        }
    }
}

/// A TCP stream whose writes obey its [`ConnHandle`].
pub(crate) struct ControlledStream {
    inner: TcpStream,
    handle: ConnHandle,
}

impl ControlledStream {
    /// The stream, letting everything through until its handle says otherwise.
    pub(crate) fn new(inner: TcpStream) -> Self {
        ControlledStream { inner, handle: ConnHandle::new() }
    }
}

fn refused() -> io::Error {
    io::Error::new(io::ErrorKind::BrokenPipe, "sandbox fault: connection dropped")
}

impl AsyncRead for ControlledStream {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        if *lock(&self.handle.mode) == Mode::Killed {
            return Poll::Ready(Err(refused()));
        }
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for ControlledStream {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        if buf.is_empty() {
            return Pin::new(&mut self.inner).poll_write(cx, buf);
        }
        // Only count what the socket really accepts: peek the allowance on a copy first.
        let snapshot = *lock(&self.handle.mode);
        let allowed = self.handle.allowance(buf);
        if allowed == 0 {
            return Poll::Ready(Err(refused()));
        }
        match Pin::new(&mut self.inner).poll_write(cx, &buf[..allowed]) {
            Poll::Ready(Ok(written)) => {
                if written < allowed {
                    // Re-run the accounting for what was actually written.
                    *lock(&self.handle.mode) = snapshot;
                    let _ = self.handle.allowance(&buf[..written]);
                }
                Poll::Ready(Ok(written))
            }
            other => {
                *lock(&self.handle.mode) = snapshot;
                other
            }
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn is_write_vectored(&self) -> bool {
        // Single buffers keep the byte accounting above simple.
        false
    }
}

impl Connected<IncomingStream<'_, CountingListener>> for ConnHandle {
    fn connect_info(stream: IncomingStream<'_, CountingListener>) -> Self {
        stream.io().handle.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncation_lets_head_and_part_of_body_through() {
        let handle = ConnHandle::new();
        assert_eq!(handle.allowance(b"abc"), 3);
        handle.truncate_after(2);
        let response = b"HTTP/1.1 200 OK\r\ncontent-length: 6\r\n\r\nabcdef";
        let head_len = response.len() - 6;
        assert_eq!(handle.allowance(response), head_len + 2);
        assert_eq!(handle.allowance(b"cdef"), 0);
        handle.kill();
        assert_eq!(handle.allowance(b"x"), 0);
    }

    #[test]
    fn head_end_split_across_writes() {
        let handle = ConnHandle::new();
        handle.truncate_after(1);
        let first = b"HTTP/1.1 200 OK\r\nA: b\r\n\r";
        assert_eq!(handle.allowance(first), first.len());
        assert_eq!(handle.allowance(b"\nxyz"), 2);
    }
}
