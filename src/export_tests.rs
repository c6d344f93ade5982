//! Unit tests of [`super`]: the file names offered, the atomic writes, the save and open dialogs.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;

/// A dialog that "chooses" a fixed answer at once (`None`: cancelled) and keeps the names
/// it was offered; the tests' richer one is in tests/support.
#[derive(Default)]
pub(crate) struct FixedChoice {
    choice: Option<ChosenPath>,
    offered: std::sync::Mutex<Vec<String>>,
}

impl SaveDialog for FixedChoice {
    fn choose(&self, offer: &SaveOffer) -> DialogFuture {
        self.offered.lock().unwrap().push(offer.name.clone());
        let choice = self.choice.clone();
        Box::pin(async move { choice })
    }
}

/// The English sentence and details of an error, as a person reads them.
fn english(error: &ExportError) -> (String, String) {
    let tr = Translator::new(crate::i18n::Language::English);
    let details: Vec<String> = error.details().iter().map(|d| tr.msg(d)).collect();
    (tr.msg(&error.message()), details.join("\n"))
}

fn leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".part"))
        .collect()
}

#[test]
fn the_suggested_name_has_the_patient_and_the_date() {
    let tr = Translator::new(crate::i18n::Language::English);
    let date = jiff::civil::date(2025, 3, 14);
    assert_eq!(
        suggested_file_name(&tr, Some("Zoë Vermeulen"), Some(date)),
        "Survey summary - Zoë Vermeulen - 2025-03-14.pdf"
    );
    assert_eq!(suggested_file_name(&tr, None, Some(date)), "Survey summary - 2025-03-14.pdf");
    assert_eq!(suggested_file_name(&tr, Some("  "), None), "Survey summary.pdf");
    assert_eq!(suggested_file_name(&tr, Some("李 小龙"), Some(date)), "Survey summary - 李 小龙 - 2025-03-14.pdf");
    assert_eq!(
        suggested_file_name(&tr, Some("Siobhán O'Connor"), Some(date)),
        "Survey summary - Siobhán O'Connor - 2025-03-14.pdf"
    );
}

/// The name is worded in the interface language; the date stays ISO in every language (no
/// slashes, sorted by date).
#[test]
fn the_suggested_name_is_in_the_interface_language() {
    use crate::i18n::Language;
    let date = jiff::civil::date(2025, 3, 14);
    let dutch = Translator::new(Language::Dutch);
    assert_eq!(
        suggested_file_name(&dutch, Some("Zoë Vermeulen"), Some(date)),
        "Samenvatting vragenlijst - Zoë Vermeulen - 2025-03-14.pdf"
    );
    assert_eq!(suggested_file_name(&dutch, None, None), "Samenvatting vragenlijst.pdf");
    let french = Translator::new(Language::French);
    assert_eq!(
        suggested_file_name(&french, Some("Zoë Vermeulen"), Some(date)),
        "Résumé du questionnaire - Zoë Vermeulen - 2025-03-14.pdf"
    );
    assert_eq!(suggested_file_name(&french, None, Some(date)), "Résumé du questionnaire - 2025-03-14.pdf");
    let german = Translator::new(Language::German);
    assert_eq!(
        suggested_file_name(&german, Some("Zoë Vermeulen"), Some(date)),
        "Zusammenfassung Fragebogen - Zoë Vermeulen - 2025-03-14.pdf"
    );
    // Every language's name passes the Windows check of sanitize-filename.
    let check = sanitize_filename::OptionsForCheck { windows: true, truncate: true };
    for language in Language::TRANSLATED.into_iter().chain([Language::Pseudo]) {
        let tr = Translator::new(language);
        for name in [Some("CON"), Some("a/b:c"), None] {
            let suggested = suggested_file_name(&tr, name, Some(date));
            assert!(sanitize_filename::is_sanitized_with_options(&suggested, check.clone()), "{suggested:?}");
            assert!(!suggested.contains('/') && suggested.ends_with(".pdf"), "{suggested:?}");
            if language != Language::Pseudo {
                assert!(suggested.ends_with(" - 2025-03-14.pdf"), "{suggested:?}");
            }
        }
    }
}

/// Every kind of failure has a sentence of its own in every language (no English text in
/// the error itself), and the details name the file and what the system said.
#[test]
fn every_failure_is_worded_in_every_language() {
    use crate::i18n::Language;
    let hints = [WriteHint::PermissionDenied, WriteHint::FolderMissing, WriteHint::DiskFull, WriteHint::ReadOnly];
    let problems = [
        ExportProblem::NotAFileName,
        ExportProblem::IsAFolder,
        ExportProblem::TooManySameName,
        ExportProblem::WriteFailed(WriteHint::Other),
        ExportProblem::NoDocumentsFolder,
        ExportProblem::SaveInterrupted,
        ExportProblem::OpenFailed,
        ExportProblem::ShowFailed,
    ]
    .into_iter()
    .chain(hints.map(ExportProblem::WriteFailed));
    let mut ids = std::collections::HashSet::new();
    for problem in problems {
        let error = ExportError::new(problem, Some(Path::new("/tmp/x.pdf")), Some("denied".to_owned()));
        assert!(ids.insert(error.message().id), "one sentence per kind: {problem:?}");
        for language in Language::TRANSLATED {
            let tr = Translator::new(language);
            assert!(tr.has(&error.message().id), "{problem:?}");
            let details: Vec<String> = error.details().iter().map(|d| tr.msg(d)).collect();
            assert!(details.iter().any(|d| d.contains("/tmp/x.pdf")), "{details:?}");
            assert!(details.iter().any(|d| d.contains("denied")), "{details:?}");
        }
    }
    let dutch = Translator::new(Language::Dutch);
    let stopped = ExportError::task_stopped(ExportProblem::SaveInterrupted);
    assert_eq!(dutch.msg(&stopped.message()), "Het opslaan van de pdf is onderbroken.");
    assert_eq!(stopped.details().len(), 1);
}

#[test]
fn forbidden_and_control_characters_are_replaced() {
    assert_eq!(sanitize_file_name("a/b\\c:d*e?f\"g<h>i|j.pdf"), "a_b_c_d_e_f_g_h_i_j.pdf");
    assert_eq!(sanitize_file_name("tab\there\nnew\u{7}bell.pdf"), "tab here new_bell.pdf");
    assert_eq!(sanitize_file_name("../../etc/passwd"), "_.._etc_passwd");
    assert_eq!(sanitize_file_name("many     spaces.pdf"), "many spaces.pdf");
}

#[test]
fn trailing_dots_and_spaces_are_removed() {
    assert_eq!(sanitize_file_name("name. . .pdf"), "name.pdf");
    assert_eq!(sanitize_file_name("  name  "), "name");
    assert_eq!(sanitize_file_name("name..."), "name");
    assert_eq!(sanitize_file_name("...."), "Intake summary");
    assert_eq!(sanitize_file_name(""), "Intake summary");
    assert_eq!(sanitize_file_name(".pdf"), "pdf");
}

#[test]
fn reserved_windows_names_are_avoided() {
    assert_eq!(sanitize_file_name("CON.pdf"), "_CON.pdf");
    assert_eq!(sanitize_file_name("con"), "_con");
    assert_eq!(sanitize_file_name("Lpt1.pdf"), "_Lpt1.pdf");
    assert_eq!(sanitize_file_name("nul.tar.pdf"), "_nul.tar.pdf");
    assert_eq!(sanitize_file_name("COM1 .pdf"), "_COM1.pdf");
    assert_eq!(sanitize_file_name("CONSOLE.pdf"), "CONSOLE.pdf");
    assert_eq!(sanitize_file_name("Connie.pdf"), "Connie.pdf");
}

#[test]
fn long_names_are_cut_on_a_character_boundary_keeping_the_extension() {
    let long = format!("{}.pdf", "é".repeat(300));
    let name = sanitize_file_name(&long);
    assert!(name.len() <= MAX_NAME_BYTES, "{}", name.len());
    assert!(name.ends_with("é.pdf"));
}

#[test]
fn an_atomic_write_creates_the_file_and_leaves_no_temporary_file() {
    let dir = crate::test_dir("export-write");
    let path = dir.join("Intake summary.pdf");
    let written = write_atomically(&path, b"%PDF-1.7 one", false).unwrap();
    assert_eq!(written, path);
    assert_eq!(std::fs::read(&path).unwrap(), b"%PDF-1.7 one");
    assert!(leftovers(&dir).is_empty());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_existing_file_is_never_overwritten_without_confirmation() {
    let dir = crate::test_dir("export-no-clobber");
    let path = dir.join("summary.pdf");
    std::fs::write(&path, b"old").unwrap();
    let second = write_atomically(&path, b"%PDF- new", false).unwrap();
    assert_eq!(second, dir.join("summary (2).pdf"));
    let third = write_atomically(&path, b"%PDF- newer", false).unwrap();
    assert_eq!(third, dir.join("summary (3).pdf"));
    assert_eq!(std::fs::read(&path).unwrap(), b"old");
    assert_eq!(std::fs::read(&second).unwrap(), b"%PDF- new");
    assert_eq!(std::fs::read(&third).unwrap(), b"%PDF- newer");
    assert!(leftovers(&dir).is_empty());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_confirmed_overwrite_replaces_the_file() {
    let dir = crate::test_dir("export-overwrite");
    let path = dir.join("summary.pdf");
    std::fs::write(&path, b"old").unwrap();
    let written = write_atomically(&path, b"%PDF- replaced", true).unwrap();
    assert_eq!(written, path);
    assert_eq!(std::fs::read(&path).unwrap(), b"%PDF- replaced");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_missing_folder_is_a_clear_error_and_writes_nothing() {
    let dir = crate::test_dir("export-missing");
    let path = dir.join("no-such-folder").join("summary.pdf");
    let error = write_atomically(&path, b"%PDF-", false).unwrap_err();
    assert_eq!(error.problem, ExportProblem::WriteFailed(WriteHint::FolderMissing));
    let (message, details) = english(&error);
    assert!(message.contains("Nothing was written"), "{message}");
    assert!(message.contains("folder does not exist"), "{message}");
    assert!(details.contains("no-such-folder"), "{details}");
    assert!(!path.exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_folder_as_target_is_refused() {
    let dir = crate::test_dir("export-folder-target");
    let error = write_atomically(&dir, b"%PDF-", true).unwrap_err();
    assert_eq!(error.problem, ExportProblem::IsAFolder);
    assert!(english(&error).0.contains("is a folder"));
    assert!(leftovers(&dir).is_empty());
    let _ = std::fs::remove_dir_all(dir);
}

/// A target inside something that is not a folder (here a regular file) cannot be written by
/// anyone, root included, so the failure is certain on every machine and for every user.
#[test]
fn a_target_under_a_regular_file_is_a_clear_error_and_leaves_nothing() {
    let dir = crate::test_dir("export-not-a-folder");
    let blocker = dir.join("report.txt");
    std::fs::write(&blocker, b"not a folder").unwrap();
    let path = blocker.join("summary.pdf");

    let error = write_atomically(&path, b"%PDF- new", false).unwrap_err();
    let (message, details) = english(&error);
    assert!(message.contains("Nothing was written"), "{message}");
    assert!(details.contains("report.txt"), "{details}");
    // Nothing beside the file, no temporary file, and the file itself untouched.
    let names: Vec<String> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(names, ["report.txt"]);
    assert_eq!(std::fs::read(&blocker).unwrap(), b"not a folder");

    // The same with an overwrite confirmed (the other way into place).
    let error = write_atomically(&path, b"%PDF- new", true).unwrap_err();
    let (message, _) = english(&error);
    assert!(message.contains("Nothing was written"), "{message}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    assert_eq!(std::fs::read(&blocker).unwrap(), b"not a folder");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_documents_folder_is_the_platforms_then_an_existing_documents_folder_and_home_only_without_one() {
    let home = std::env::temp_dir().join(format!("intake-desk-home-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&home).unwrap();
    // No Documents folder at all: home.
    assert_eq!(documents_folder_in(None, &home), home);
    assert_eq!(documents_folder_in(Some(&home.join("Gone")), &home), home);
    // Linux without user-dirs.dirs: the platform names none, but ~/Documents exists.
    let documents = home.join("Documents");
    std::fs::create_dir_all(&documents).unwrap();
    assert_eq!(documents_folder_in(None, &home), documents);
    // The platform's folder wins (a translated name, e.g. "Dokumente").
    let translated = home.join("Dokumente");
    std::fs::create_dir_all(&translated).unwrap();
    assert_eq!(documents_folder_in(Some(&translated), &home), translated);
    // One it names but that does not exist cannot be written to: the existing one.
    assert_eq!(documents_folder_in(Some(&home.join("Gone")), &home), documents);
    let _ = std::fs::remove_dir_all(home);
}

#[test]
fn a_dialog_answers_through_the_seam_and_has_no_window_by_default() {
    let dialog = FixedChoice {
        choice: Some(ChosenPath { path: PathBuf::from("/tmp/x.pdf"), overwrite_confirmed: false }),
        ..FixedChoice::default()
    };
    let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
    let chosen =
        rt.block_on(dialog.choose(&SaveOffer::pdf(&Translator::default(), "Intake summary.pdf".into()))).unwrap();
    assert_eq!(chosen.path, PathBuf::from("/tmp/x.pdf"));
    assert_eq!(*dialog.offered.lock().unwrap(), ["Intake summary.pdf"]);
    assert!(rt.block_on(FixedChoice::default().choose(&SaveOffer::pdf(&Translator::default(), "x".into()))).is_none());
    assert!(dialog.over_window(&()).is_none());
    assert!(!dialog.take_could_not_show());
}

/// Whatever the patient's name holds, the suggestion passes `sanitize-filename`'s own check
/// with its Windows rules (reserved names, trailing dots and spaces, length).
#[test]
fn every_suggested_name_passes_the_windows_check_of_sanitize_filename() {
    let check = sanitize_filename::OptionsForCheck { windows: true, truncate: true };
    let date = Some(jiff::civil::date(2025, 3, 14));
    let names = [
        "Zoë Vermeulen",
        "CON",
        "a/b\\c:d*e?f\"g<h>i|j",
        "trailing. . ",
        "....",
        "tab\there\u{7}",
        "李 小龙",
        &"é".repeat(300),
    ];
    let tr = Translator::new(crate::i18n::Language::English);
    for name in names {
        for date in [date, None] {
            let suggested = suggested_file_name(&tr, Some(name), date);
            assert!(sanitize_filename::is_sanitized_with_options(&suggested, check.clone()), "{suggested:?}");
            assert_eq!(sanitize_file_name(&suggested), suggested, "sanitising twice changes nothing");
        }
        let bare = sanitize_file_name(name);
        assert!(sanitize_filename::is_sanitized_with_options(&bare, check.clone()), "{bare:?}");
    }
}
