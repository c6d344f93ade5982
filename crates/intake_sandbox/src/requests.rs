//! The request record of the sandbox: a bounded ring of the most recent requests (each path
//! cut to a bounded length) with a count of what fell off, and the masked short form of a path
//! that may appear in INFO logs. A sandbox that runs for days (the embedded default) keeps a
//! fixed amount of memory for it, whatever the paths it is sent.

use std::collections::VecDeque;

use super::RequestRecord;

/// Requests kept in the record; older ones are counted as dropped.
pub const REQUEST_LOG_CAPACITY: usize = 1_000;

/// Longest path stored in a record, in bytes; a longer one is cut and marked.
pub const RECORDED_PATH_MAX: usize = 512;

/// Default and largest page of `GET /sandbox/requests`.
pub(crate) const PAGE_LIMIT: usize = 200;

/// Longest masked path written to the log.
const LOGGED_PATH_MAX: usize = 80;

/// The newest [`REQUEST_LOG_CAPACITY`] requests, oldest first.
#[derive(Debug)]
pub(crate) struct RequestLog {
    records: VecDeque<RequestRecord>,
    capacity: usize,
    /// Requests seen so far (kept and dropped).
    total: u64,
}

impl Default for RequestLog {
    fn default() -> Self {
        RequestLog::with_capacity(REQUEST_LOG_CAPACITY)
    }
}

impl RequestLog {
    pub fn with_capacity(capacity: usize) -> Self {
        let capacity = capacity.max(1);
        RequestLog { records: VecDeque::with_capacity(capacity.min(REQUEST_LOG_CAPACITY)), capacity, total: 0 }
    }

    /// Records a request that is being handled; returns its sequence number (0 for the
    /// first request ever) for [`RequestLog::finish`].
    pub fn begin(&mut self, method: &str, raw_path: &str) -> u64 {
        if self.records.len() == self.capacity {
            self.records.pop_front();
        }
        self.records.push_back(RequestRecord { method: method.to_owned(), path: cut_path(raw_path), status: 0 });
        let sequence = self.total;
        self.total += 1;
        sequence
    }

    /// Sets the status of a request, if it is still in the ring.
    pub fn finish(&mut self, sequence: u64, status: u16) {
        let Some(position) = sequence.checked_sub(self.dropped()) else {
            return;
        };
        if let Some(record) = usize::try_from(position).ok().and_then(|p| self.records.get_mut(p)) {
            record.status = status;
        }
    }

    pub fn total(&self) -> u64 {
        self.total
    }

    /// Requests that fell off the ring.
    pub fn dropped(&self) -> u64 {
        self.total - self.records.len() as u64
    }

    pub fn records(&self) -> Vec<RequestRecord> {
        self.records.iter().cloned().collect()
    }

    /// Up to `limit` records from sequence number `offset` on (a position among all requests
    /// seen; records before [`RequestLog::dropped`] are gone, so the page starts at that
    /// number at the earliest). Returns the sequence number of the first item and the items.
    pub fn page(&self, offset: u64, limit: usize) -> (u64, Vec<RequestRecord>) {
        let start = offset.max(self.dropped());
        let skip = usize::try_from(start - self.dropped()).unwrap_or(usize::MAX);
        (start, self.records.iter().skip(skip).take(limit).cloned().collect())
    }
}

/// The path as stored: at most [`RECORDED_PATH_MAX`] bytes, cut on a character boundary and
/// followed by a marker saying how much was cut.
pub(crate) fn cut_path(raw_path: &str) -> String {
    if raw_path.len() <= RECORDED_PATH_MAX {
        return raw_path.to_owned();
    }
    let mut end = RECORDED_PATH_MAX;
    while !raw_path.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…[{} more bytes]", &raw_path[..end], raw_path.len() - end)
}

/// Path segments that name an endpoint (never patient data); every other segment is masked.
const KNOWN_SEGMENTS: &[&str] = &[
    "tenant-api",
    "security-api",
    "token",
    "patients",
    "external-reference",
    "survey",
    "history",
    "patient",
    "summary",
    "plain-text",
    "pdf",
];

/// The path as it may be logged at INFO: segments that are not endpoint names (ids, external
/// references, anything a caller made up) become `…`, and the result is cut short. Path
/// segments can carry patient data (an external reference), so the raw path is never logged.
pub(crate) fn masked_path(raw_path: &str) -> String {
    let mut masked = String::new();
    for segment in raw_path.split('/').skip(1) {
        masked.push('/');
        if KNOWN_SEGMENTS.contains(&segment) {
            masked.push_str(segment);
        } else if !segment.is_empty() {
            masked.push('…');
        }
        if masked.len() > LOGGED_PATH_MAX {
            masked.push_str("/…");
            break;
        }
    }
    if masked.is_empty() { "/".to_owned() } else { masked }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ring_keeps_the_newest_and_counts_the_dropped() {
        let mut log = RequestLog::with_capacity(3);
        let sequences: Vec<u64> = (0..5).map(|i| log.begin("GET", &format!("/p/{i}"))).collect();
        assert_eq!(sequences, [0, 1, 2, 3, 4]);
        log.finish(0, 200);
        log.finish(4, 404);
        assert_eq!((log.total(), log.dropped()), (5, 2));
        let paths: Vec<String> = log.records().into_iter().map(|r| r.path).collect();
        assert_eq!(paths, ["/p/2", "/p/3", "/p/4"]);
        assert_eq!(log.records()[2].status, 404);
        let (start, items) = log.page(0, 2);
        assert_eq!((start, items.len(), items[0].path.as_str()), (2, 2, "/p/2"));
        let (start, items) = log.page(4, 10);
        assert_eq!((start, items.len()), (4, 1));
        assert!(log.page(9, 10).1.is_empty());
    }

    #[test]
    fn long_paths_are_cut_on_a_character_boundary() {
        let long = format!("/x/{}", "é".repeat(600));
        let cut = cut_path(&long);
        assert!(cut.len() < RECORDED_PATH_MAX + 30, "{}", cut.len());
        assert!(cut.ends_with("more bytes]"));
        assert_eq!(cut_path("/short"), "/short");
    }

    #[test]
    fn logged_paths_mask_everything_but_endpoint_names() {
        assert_eq!(
            masked_path("/tenant-api/patients/external-reference/MRN%2F2024"),
            "/tenant-api/patients/external-reference/…"
        );
        assert_eq!(masked_path("/tenant-api/survey/abc/summary/pdf"), "/tenant-api/survey/…/summary/pdf");
        assert_eq!(masked_path("/tenant-api/patients/"), "/tenant-api/patients/");
        let long = masked_path(&format!("/{}", "a/".repeat(4_000)));
        assert!(long.len() < LOGGED_PATH_MAX + 10, "{long}");
    }
}
