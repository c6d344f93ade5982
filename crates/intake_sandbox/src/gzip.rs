//! gzip-compressed answers: whether a request accepts gzip, and the compression of JSON and
//! text answers large enough to be worth it (as a service behind a compressing proxy, or with
//! ASP.NET's response compression, would send them).

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::store::Shared;

/// JSON and text answers of at least this many bytes are sent gzip-compressed
/// to a client that accepts it; smaller ones are not worth it.
pub const GZIP_MIN_BYTES: usize = 1024;

/// Bodies above this size are compressed on the blocking pool, not on the
/// async workers (the embedded sandbox shares them with the app's requests).
const GZIP_BLOCKING_BYTES: usize = 256 * 1024;

/// The request's `Accept-Encoding` lists `gzip` (and does not refuse it with `q=0`).
pub(crate) fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(
        |item| {
            let mut parts = item.split(';').map(str::trim);
            let coding = parts.next().unwrap_or_default();
            let refused =
                parts.any(|p| p.strip_prefix("q=").and_then(|q| q.parse::<f32>().ok()).is_some_and(|q| q <= 0.0));
            (coding.eq_ignore_ascii_case("gzip") || coding == "*") && !refused
        },
    )
}

/// Compresses a JSON or text answer of at least [`GZIP_MIN_BYTES`] with gzip when the client
/// accepts it (`Content-Encoding: gzip`, `Vary: Accept-Encoding`); anything else goes as it is.
pub(crate) async fn compress(shared: &Shared, response: Response, gzip: bool) -> Response {
    let compressible = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.contains("json") || t.starts_with("text/"));
    if !gzip || !compressible || response.headers().contains_key(header::CONTENT_ENCODING) {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    if bytes.len() < GZIP_MIN_BYTES {
        return Response::from_parts(parts, Body::from(bytes));
    }
    let compressed = if bytes.len() > GZIP_BLOCKING_BYTES {
        let input = bytes.clone();
        tokio::task::spawn_blocking(move || gzip_bytes(&input)).await.ok().flatten()
    } else {
        gzip_bytes(&bytes)
    };
    let Some(compressed) = compressed else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    shared.gzip_responses.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    parts.headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    Response::from_parts(parts, Body::from(compressed))
}

/// gzip at the fastest level: most of the gain on JSON for a fraction of the time.
fn gzip_bytes(bytes: &[u8]) -> Option<Vec<u8>> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(bytes.len() / 4), flate2::Compression::fast());
    encoder.write_all(bytes).ok()?;
    encoder.finish().ok()
}
