//! Giving freed memory back to the system. Start-up and every large answer (a survey, a PDF)
//! allocate and free a lot at once; glibc keeps what was freed inside the process, so the
//! resident memory stays at the peak although the app no longer uses it. Each time the app
//! turns idle after work, [`release_freed_memory`] hands it back (`malloc_trim`, a few
//! milliseconds, on the runtime's blocking threads, never on the UI thread). Other systems'
//! allocators give memory back by themselves.

/// Decides when the app has just turned idle after work.
#[derive(Debug, Default)]
pub struct IdleRelease {
    was_busy: bool,
}

impl IdleRelease {
    /// Called once a frame with whether requests are in flight: true when the last one has
    /// just finished, which is when freed memory should go back.
    pub fn turned_idle(&mut self, busy: bool) -> bool {
        let turned_idle = self.was_busy && !busy;
        self.was_busy = busy;
        turned_idle
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
    fn memory_is_released_each_time_work_ends_never_while_it_runs() {
        let mut release = IdleRelease::default();
        assert!(!release.turned_idle(false), "idle from the start: nothing was freed by work");
        assert!(!release.turned_idle(true), "busy");
        assert!(!release.turned_idle(true), "still busy");
        assert!(release.turned_idle(false), "the work just ended");
        assert!(!release.turned_idle(false), "once per end of work");
        assert!(!release.turned_idle(true));
        assert!(release.turned_idle(false), "work ended again");
        release_freed_memory();
    }
}
