//! Windows: hearing the session end (log-off, shutdown, restart), which winit does not pass on.
//!
//! Windows tells every top-level window `WM_QUERYENDSESSION`, then `WM_ENDSESSION`, and may end
//! the process as soon as its windows have answered the second. A hidden top-level window of
//! its own, on a thread of its own, hears them: it raises the same flag as SIGTERM on Unix
//! (the app then saves what can be saved and ends, [`super::IntakeApp`]'s `end_on_request`),
//! and holds its answer until the app has ended or [`SAVE_WITHIN`] has passed.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use windows_sys::Win32::Foundation::{HWND, LPARAM, LRESULT, WPARAM};
use windows_sys::Win32::System::LibraryLoader::GetModuleHandleW;
use windows_sys::Win32::UI::WindowsAndMessaging::{
    CreateWindowExW, DefWindowProcW, DispatchMessageW, GetMessageW, MSG, RegisterClassW, TranslateMessage,
    WM_ENDSESSION, WM_QUERYENDSESSION, WNDCLASSW,
};

/// How long the session's end is held for the app to save and end: the app gives its local
/// store 5 s (as at any end), and a little more for the frame that sees the flag.
const SAVE_WITHIN: Duration = Duration::from_secs(6);

/// What the window procedure (a plain function) raises: the app's end flag, and its context
/// to wake the app's loop.
static LISTENER: OnceLock<(Arc<AtomicBool>, egui::Context)> = OnceLock::new();

/// Starts listening for the session's end; it then raises `flag` and wakes `ctx`. Once per
/// process (a second call is ignored); when the window cannot be made, a log-off ends the app
/// at once, as before, and the log says so.
pub fn listen(flag: Arc<AtomicBool>, ctx: egui::Context) {
    if LISTENER.set((flag, ctx)).is_err() {
        return;
    }
    let spawned = std::thread::Builder::new().name("session-end".into()).spawn(|| {
        if let Err(step) = run_window() {
            tracing::warn!(step, "the session's end cannot be heard: a log-off will end the app at once");
        }
    });
    if let Err(err) = spawned {
        tracing::warn!(%err, "the session's end cannot be heard: a log-off will end the app at once");
    }
}

/// Makes the hidden window and runs its thread's message loop (for as long as the process).
#[allow(unsafe_code)] // the Win32 window API; every pointer passed lives for the call
fn run_window() -> Result<(), &'static str> {
    let class: Vec<u16> = "IntakeDeskSessionEnd\0".encode_utf16().collect();
    // SAFETY: a null module name asks for this executable's handle.
    let instance = unsafe { GetModuleHandleW(std::ptr::null()) };
    let window_class = WNDCLASSW {
        lpfnWndProc: Some(window_procedure),
        hInstance: instance,
        lpszClassName: class.as_ptr(),
        ..Default::default()
    };
    // SAFETY: the class and its name outlive the window (both live until the loop ends).
    if unsafe { RegisterClassW(&window_class) } == 0 {
        return Err("RegisterClassW");
    }
    // Top-level and never shown. (A message-only window, parent HWND_MESSAGE, is not told that
    // the session ends.)
    // SAFETY: the class was registered above; every pointer is valid or null as allowed.
    let window = unsafe {
        CreateWindowExW(
            0,
            class.as_ptr(),
            class.as_ptr(),
            0,
            0,
            0,
            0,
            0,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            instance,
            std::ptr::null(),
        )
    };
    if window.is_null() {
        return Err("CreateWindowExW");
    }
    // SAFETY: MSG is plain data; all zero is a valid value for it.
    let mut message: MSG = unsafe { std::mem::zeroed() };
    // SAFETY: `message` is this thread's, written by GetMessageW before it is read.
    while unsafe { GetMessageW(&mut message, std::ptr::null_mut(), 0, 0) } > 0 {
        // SAFETY: as GetMessageW left it.
        unsafe {
            TranslateMessage(&message);
            DispatchMessageW(&message);
        }
    }
    Ok(())
}

#[allow(unsafe_code)] // called by Windows with its window's messages
unsafe extern "system" fn window_procedure(window: HWND, message: u32, wparam: WPARAM, lparam: LPARAM) -> LRESULT {
    match message {
        // The session may end: what is typed is saved when it does, nothing is refused.
        WM_QUERYENDSESSION => 1,
        // `wparam` is nonzero when it does end (zero: another application refused).
        WM_ENDSESSION if wparam != 0 => {
            if let Some((flag, ctx)) = LISTENER.get() {
                tracing::info!("the Windows session is ending");
                flag.store(true, Ordering::SeqCst);
                ctx.request_repaint();
            }
            // Answering lets Windows end the process: the app ends itself first, once saved.
            std::thread::sleep(SAVE_WITHIN);
            0
        }
        // SAFETY: the arguments are the ones Windows passed.
        _ => unsafe { DefWindowProcW(window, message, wparam, lparam) },
    }
}
