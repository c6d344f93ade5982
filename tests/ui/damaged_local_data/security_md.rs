//! Every file the app writes is in SECURITY.md (issue 28): a child works a day and checks every
//! file in the data folder against the patterns SECURITY.md lists.

use crate::support::*;
use intake_desk::worker::WorkerOptions;

// ----- Every file the app writes is in SECURITY.md (issue 28) -----

/// The file patterns of SECURITY.md's table of what is stored where: the backticked names of
/// its second column, `<…>` and `*` as any text; a row that names `-wal` and `-shm` has them after
/// each of its names.
fn security_md_patterns() -> Vec<String> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/SECURITY.md")).unwrap();
    let mut patterns = Vec::new();
    for row in text.lines().filter(|line| line.starts_with("| ")) {
        let Some(place) = row.split(" | ").nth(1) else { continue };
        let names: Vec<String> = place.split('`').skip(1).step_by(2).map(str::to_owned).collect();
        let endings: Vec<&String> = names.iter().filter(|name| name.starts_with('-')).collect();
        for name in names.iter().filter(|name| !name.starts_with('-') && !name.ends_with('/')) {
            let mut glob = String::new();
            let mut inside = false;
            for c in name.chars() {
                match c {
                    '<' => {
                        inside = true;
                        glob.push('*');
                    }
                    '>' => inside = false,
                    _ if inside => {}
                    c => glob.push(c),
                }
            }
            for ending in &endings {
                patterns.push(format!("{glob}{ending}"));
            }
            patterns.push(glob);
        }
    }
    patterns
}

/// `*` as any text (a simple glob).
fn glob_matches(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    let (Some(first), Some(last)) = (parts.first(), parts.last()) else { return false };
    if parts.len() == 1 {
        return pattern == text;
    }
    if !text.starts_with(first) || !text.ends_with(last) || text.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &text[first.len()..text.len() - last.len()];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

fn files_under(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() { files.extend(files_under(&path)) } else { files.push(path) }
    }
    files
}

/// A working day against the built-in sandbox — the log, the window's lock, a draft, a day's
/// list sent, the activity, the preferences at close — then every file in the data folder is
/// checked against SECURITY.md's table: each matches a row, and each is the user's alone.
#[test]
fn every_file_in_the_data_folder_is_in_security_md() {
    // The logger is the process's own: installed in a child, beside no other test.
    pass_in_child(module_path!(), "child_works_a_day_and_checks_security_md");
}

#[test]
#[ignore = "run by every_file_in_the_data_folder_is_in_security_md"]
fn child_works_a_day_and_checks_security_md() {
    if !in_child() {
        return;
    }
    let runtime = runtime();
    let data = temp_dir("security-md");
    let guard = intake_desk::logging::init(&data, None);
    tracing::info!("the security table test started");
    let intake_desk::instance::Acquired::Held(mut lock) = intake_desk::instance::acquire(&data) else {
        panic!("no instance lock")
    };
    let _focus = lock.listen().unwrap();
    let list = temp_dir("security-md-list").join("afspraken.csv");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/day-list-semicolon.csv"), &list).unwrap();
    let config = intake_desk::app::AppConfig {
        data_dir: data.clone(),
        worker: WorkerOptions {
            data_dir: Some(data.clone()),
            open_dialog: std::sync::Arc::new(intake_desk::export::FixedOpenChoice(Some(list))),
            ..worker_options()
        },
        preferences_file: Some(data.join("preferences.ron")),
        ..config(
            &runtime,
            intake_desk::settings::StartMode::Sandbox {
                state_file: Some(data.join("sandbox-state.json")),
                simulate_respondents: false,
            },
        )
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected and ready", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
            && h.state().state.draft_sync.ready
    });
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Zoë");
    wait_until(&mut harness, "the draft saved", |_| !stored_drafts(&data).is_empty());
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Check the rows");
    click(&mut harness, "Check the rows");
    click(&mut harness, "Send 2 invitations");
    click(&mut harness, "Yes, send 2 invitations");
    wait_for_text(&mut harness, "All 2 invitations were sent.");
    struct Nowhere;
    impl eframe::Storage for Nowhere {
        fn get_string(&self, _: &str) -> Option<String> {
            None
        }
        fn set_string(&mut self, _: &str, _: String) {}
        fn remove_string(&mut self, _: &str) {}
        fn flush(&mut self) {}
    }
    eframe::App::save(harness.state_mut(), &mut Nowhere);
    settle(&mut harness);
    drop(guard);

    let patterns = security_md_patterns();
    assert!(patterns.iter().any(|p| p == "intake-desk.sqlite3-wal"), "{patterns:?}");
    let files = files_under(&data);
    for must in ["intake-desk.sqlite3", "preferences.ron", "instance.lock", "instance.contact", "sandbox.sqlite3"] {
        assert!(files.iter().any(|f| f.ends_with(must)), "the workflow wrote {must}: {files:?}");
    }
    assert!(files.iter().any(|f| f.starts_with(data.join("logs"))), "and a log");
    for file in &files {
        let relative = file.strip_prefix(&data).unwrap().to_string_lossy().replace('\\', "/");
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            patterns.iter().any(|pattern| glob_matches(pattern, &relative) || glob_matches(pattern, &name)),
            "{relative} is not in SECURITY.md's table of files ({patterns:?})"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(file).unwrap().permissions().mode() & 0o077;
            assert_eq!(mode, 0, "{relative} is readable by others");
        }
    }
    drop(lock);
}
