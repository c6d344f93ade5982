//! The start's check of the store after a clean close, and after a session that ended in a
//! crash.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use crate::drafts::{DraftKind, DraftPatient};
use crate::local_store::LocalStore;

/// A store of `count` drafts, closed.
fn store_with_drafts(count: usize) -> std::path::PathBuf {
    let dir = crate::test_dir("store-check");
    let (store, _) = LocalStore::open(&dir).unwrap();
    for i in 0..count {
        let patient = DraftPatient { first_name: format!("Draft {i} {}", "x".repeat(200)), ..DraftPatient::default() };
        store.save_draft(&Draft::new(DraftKind::PatientForm, patient)).unwrap();
    }
    drop(store);
    dir
}

/// Garbage in a page, the file's length and time of change kept as they were (as no program
/// but a deliberate one would): only reading every page finds it.
fn damage_unseen(dir: &Path) {
    let path = dir.join(DATABASE_FILE_NAME);
    let modified = std::fs::metadata(&path).unwrap().modified().unwrap();
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() >= 8 * 4096, "the drafts span several pages");
    bytes[3 * 4096..4 * 4096].fill(0xA5);
    std::fs::write(&path, &bytes).unwrap();
    std::fs::File::options().write(true).open(&path).unwrap().set_modified(modified).unwrap();
}

#[test]
fn a_store_closed_cleanly_and_unchanged_is_not_read_page_by_page_and_the_note_is_taken_back() {
    let dir = store_with_drafts(200);
    mark_closed_cleanly(&dir);
    assert!(dir.join(CLOSED_CLEANLY_FILE_NAME).exists());
    damage_unseen(&dir);
    assert!(check_and_repair(&dir).unwrap().is_none(), "closed cleanly and unchanged: not read page by page");
    assert!(!dir.join(CLOSED_CLEANLY_FILE_NAME).exists(), "the note is taken back at the start");
    // This session ends in a crash (no note): the next start reads every page.
    let found = check_and_repair(&dir).unwrap().expect("the damage is found after a crash");
    assert!(matches!(found.damage, Damage::Damaged(_)), "{:?}", found.damage);
}

#[test]
fn a_store_changed_after_its_clean_close_is_read_page_by_page() {
    let dir = store_with_drafts(200);
    mark_closed_cleanly(&dir);
    let path = dir.join(DATABASE_FILE_NAME);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[3 * 4096..4 * 4096].fill(0xA5);
    // Another program wrote it (its time of change moves on).
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(&path, &bytes).unwrap();
    let found = check_and_repair(&dir).unwrap().expect("the damage is found");
    assert!(matches!(found.damage, Damage::Damaged(_)), "{:?}", found.damage);
}

#[test]
fn a_note_that_is_not_ours_is_no_clean_close() {
    let dir = store_with_drafts(200);
    std::fs::write(dir.join(CLOSED_CLEANLY_FILE_NAME), "closed-cleanly 1\n".repeat(100)).unwrap();
    damage_unseen(&dir);
    assert!(check_and_repair(&dir).unwrap().is_some(), "the damage is found");
}
