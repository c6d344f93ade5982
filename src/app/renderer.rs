//! Which graphics adapter draws a window, and the next one when it fails at start.
//!
//! wgpu offers every adapter of every backend it was built with (Vulkan, DirectX 12, Metal, and
//! OpenGL through glow), CPU ones (WARP on Windows, lavapipe on Linux) among them. The first
//! choice can fail only when it is used: Wine's DirectX 12 has no shader compiler ("Parent device
//! is lost"), a Windows VM or a Remote Desktop session may offer a driver that cannot draw. Then
//! the window is opened again with the next adapter, until one draws or none is left; it never
//! stays open blank. Owns the order of the adapters and what the log says of them; what a person
//! is told when none works is the caller's (it knows the platform and the language).

use std::cell::Cell;
use std::sync::{Arc, Mutex, PoisonError};

use eframe::egui_wgpu::{WgpuSetup, WgpuSetupCreateNew};
use eframe::wgpu::{AdapterInfo, Backend, DeviceType};

/// The adapters tried so far in this process, in order: the last is the one in use or failing.
#[derive(Clone, Default)]
pub struct AdapterFallback {
    tried: Arc<Mutex<Vec<AdapterInfo>>>,
}

/// How a window ended: closed by the user (or the app), or never drawn.
pub enum WindowOutcome {
    Closed,
    /// No adapter could draw it (`tried` says which failed and why), or the window system
    /// refused a window at all (`tried` is empty).
    NotShown {
        error: eframe::Error,
        tried: Vec<(String, String)>,
    },
}

impl AdapterFallback {
    /// The wgpu set-up for the next attempt: the adapters already tried are left out.
    fn wgpu_setup(&self) -> WgpuSetup {
        let tried = Arc::clone(&self.tried);
        let mut setup = WgpuSetupCreateNew::without_display_handle();
        setup.native_adapter_selector = Some(Arc::new(move |adapters, surface| {
            let mut tried = tried.lock().unwrap_or_else(PoisonError::into_inner);
            let chosen = adapters
                .iter()
                .filter(|adapter| !tried.contains(&adapter.get_info()))
                .filter(|adapter| surface.is_none_or(|surface| adapter.is_surface_supported(surface)))
                .min_by_key(|adapter| preference(&adapter.get_info()))
                .ok_or_else(|| format!("no other graphics adapter to try ({} found)", adapters.len()))?;
            let info = chosen.get_info();
            tracing::info!(adapter = %describe(&info), "opening the window with this graphics adapter");
            tried.push(info);
            Ok(chosen.clone())
        }));
        WgpuSetup::CreateNew(setup)
    }

    fn last_tried(&self) -> Option<AdapterInfo> {
        self.tried.lock().unwrap_or_else(PoisonError::into_inner).last().cloned()
    }
}

/// Runs a window (`eframe::run_native`) with the next adapter for as long as the adapter fails
/// before the app is made: `create` runs once, on the attempt that draws. `options` gives each
/// attempt its own options (they are consumed by eframe).
pub fn run_window<'app>(
    app_name: &str,
    options: impl Fn() -> eframe::NativeOptions,
    create: impl FnOnce(&eframe::CreationContext<'_>) -> Box<dyn eframe::App + 'app>,
) -> WindowOutcome {
    let fallback = AdapterFallback::default();
    let mut create = Some(create);
    let mut failures = Vec::new();
    loop {
        let mut options = options();
        options.wgpu_options.wgpu_setup = fallback.wgpu_setup();
        let created = Cell::new(false);
        let result = eframe::run_native(
            app_name,
            options,
            Box::new(|cc| {
                created.set(true);
                if let Some(info) = fallback.last_tried() {
                    tracing::info!(adapter = %describe(&info), "the window is drawn with this graphics adapter");
                }
                // eframe makes the app after the adapter has drawn, so at most once.
                let create = create.take().ok_or("the window's app was already made")?;
                Ok(create(cc))
            }),
        );
        let error = match result {
            Ok(()) => return WindowOutcome::Closed,
            Err(error) => error,
        };
        let adapter_failed = matches!(error, eframe::Error::Wgpu(_)) && !created.get();
        match fallback.last_tried() {
            // The selector found no other adapter: every one has had its turn.
            Some(_) if adapter_failed && is_exhausted(&error) => {
                return WindowOutcome::NotShown { error, tried: failures };
            }
            Some(info) if adapter_failed => {
                tracing::warn!(adapter = %describe(&info), "this graphics adapter could not draw the window ({error}); trying the next");
                failures.push((describe(&info), error.to_string()));
            }
            _ => return WindowOutcome::NotShown { error, tried: failures },
        }
    }
}

/// The selector's own refusal: nothing is left to try.
fn is_exhausted(error: &eframe::Error) -> bool {
    matches!(error, eframe::Error::Wgpu(eframe::egui_wgpu::WgpuError::CustomNativeAdapterSelectionError(_)))
}

/// What wgpu itself prefers for a window (its high-performance order): a discrete GPU, then an
/// integrated one, then anything else, CPU adapters last; among equals, the backend order of
/// wgpu's own enumeration.
fn preference(info: &AdapterInfo) -> (u8, u8) {
    let kind = match info.device_type {
        DeviceType::DiscreteGpu => 0,
        DeviceType::IntegratedGpu => 1,
        DeviceType::Other => 2,
        DeviceType::VirtualGpu => 3,
        DeviceType::Cpu => 4,
    };
    let backend = match info.backend {
        Backend::Vulkan => 0,
        Backend::Metal => 1,
        Backend::Dx12 => 2,
        Backend::Gl => 3,
        Backend::BrowserWebGpu | Backend::Noop => 4,
    };
    (kind, backend)
}

/// "llvmpipe (LLVM 15.0.6, 256 bits) (Vulkan, Cpu)", for the log and for support.
fn describe(info: &AdapterInfo) -> String {
    format!("{} ({:?}, {:?})", info.name, info.backend, info.device_type)
}

/// The adapters that failed and how, on one line: for stderr, the log and support.
pub fn describe_failures(tried: &[(String, String)]) -> String {
    tried.iter().map(|(adapter, error)| format!("{adapter}: {error}")).collect::<Vec<_>>().join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adapter(name: &str, backend: Backend, device_type: DeviceType) -> AdapterInfo {
        AdapterInfo { name: name.to_owned(), ..AdapterInfo::new(device_type, backend) }
    }

    /// A GPU before a CPU adapter whatever the backend, and among equals wgpu's backend order.
    #[test]
    fn the_order_is_gpus_first_then_cpu_adapters() {
        let mut adapters = [
            adapter("WARP", Backend::Dx12, DeviceType::Cpu),
            adapter("Radeon (GL)", Backend::Gl, DeviceType::DiscreteGpu),
            adapter("Intel", Backend::Dx12, DeviceType::IntegratedGpu),
            adapter("Radeon", Backend::Vulkan, DeviceType::DiscreteGpu),
            adapter("lavapipe", Backend::Vulkan, DeviceType::Cpu),
        ];
        adapters.sort_by_key(preference);
        let names: Vec<_> = adapters.iter().map(|info| info.name.as_str()).collect();
        assert_eq!(names, ["Radeon", "Radeon (GL)", "Intel", "lavapipe", "WARP"]);
    }
}
