//! The sandbox's loopback TCP listener: counts the connections it accepts (so tests and
//! measurements can see that a client keeps its connection alive) and turns off Nagle's
//! algorithm. In test builds its streams are `ControlledStream`s (`conn`), which faults can cut.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::serve::Listener;
use tokio::net::{TcpListener, TcpStream};

#[cfg(feature = "testing")]
use super::conn::ControlledStream;

/// A loopback TCP listener that counts the connections it accepts.
pub(crate) struct CountingListener {
    inner: TcpListener,
    accepted: Arc<AtomicU64>,
}

impl CountingListener {
    pub fn new(inner: TcpListener, accepted: Arc<AtomicU64>) -> Self {
        CountingListener { inner, accepted }
    }
}

/// The connection as the server drives it: controllable only in test builds.
#[cfg(feature = "testing")]
type Stream = ControlledStream;
#[cfg(not(feature = "testing"))]
type Stream = TcpStream;

#[cfg(feature = "testing")]
fn stream(inner: TcpStream) -> Stream {
    ControlledStream::new(inner)
}

#[cfg(not(feature = "testing"))]
fn stream(inner: TcpStream) -> Stream {
    inner
}

impl Listener for CountingListener {
    type Io = Stream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            match self.inner.accept().await {
                Ok((socket, addr)) => {
                    self.accepted.fetch_add(1, Ordering::SeqCst);
                    let _ = socket.set_nodelay(true);
                    return (stream(socket), addr);
                }
                Err(e) => {
                    tracing::warn!("sandbox: accept failed: {e}");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.inner.local_addr()
    }
}
