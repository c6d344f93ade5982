//! Giving freed memory back to the system. Start-up and every large answer (a survey, a PDF)
//! allocate and free a lot at once; glibc keeps what was freed inside the process, so the
//! resident memory stays at the peak although the app no longer uses it. When the app turns
//! idle after work, [`release_freed_memory`] hands it back (`malloc_trim`), at most every
//! [`RELEASE_INTERVAL`]. Other systems' allocators give memory back by themselves.

use std::time::{Duration, Instant};

/// The least time between two releases (each takes a few milliseconds).
pub const RELEASE_INTERVAL: Duration = Duration::from_secs(30);

/// Decides when the app has just turned idle after work.
#[derive(Debug, Default)]
pub struct IdleRelease {
    was_busy: bool,
    last: Option<Instant>,
}

impl IdleRelease {
    /// Called once a frame with whether requests are in flight; releases freed memory when
    /// the last one has just finished (and the last release is long enough ago).
    pub fn observe(&mut self, busy: bool, now: Instant) -> bool {
        let turned_idle = self.was_busy && !busy;
        self.was_busy = busy;
        let due = self.last.is_none_or(|last| now.duration_since(last) >= RELEASE_INTERVAL);
        if turned_idle && due {
            self.last = Some(now);
            release_freed_memory();
            return true;
        }
        false
    }
}

/// Returns the memory glibc holds free to the system.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
pub fn release_freed_memory() {
    unsafe extern "C" {
        fn malloc_trim(pad: usize) -> std::ffi::c_int;
    }
    // SAFETY: `malloc_trim` takes no pointers from us; it walks glibc's own arenas under their
    // locks and only returns free pages, so it is safe to call from any thread at any time.
    unsafe {
        malloc_trim(0);
    }
}

/// Other allocators return memory by themselves.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn release_freed_memory() {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_released_when_work_ends_not_while_it_runs_and_not_too_often() {
        let start = Instant::now();
        let mut release = IdleRelease::default();
        assert!(!release.observe(false, start), "idle from the start: nothing was freed by work");
        assert!(!release.observe(true, start), "busy");
        assert!(release.observe(false, start), "the work just ended");
        assert!(!release.observe(false, start), "once");
        assert!(!release.observe(true, start + Duration::from_secs(1)));
        assert!(!release.observe(false, start + Duration::from_secs(1)), "too soon after the last one");
        assert!(!release.observe(true, start + RELEASE_INTERVAL));
        assert!(release.observe(false, start + RELEASE_INTERVAL), "work ended again, long enough after");
    }
}
