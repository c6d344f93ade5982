//! Unsent forms kept on disk so a restart or a crash loses nothing: the
//! patient form and the new-survey dialog, one file each in the data folder,
//! readable only by the user, deleted once the form is sent or discarded.
//!
//! The files hold what the user typed (patient data), so they live only in
//! the user's private data folder and never anywhere else.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::state::patient_form::PatientDraft;

/// Which form a draft belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DraftKind {
    /// The register / edit patient form.
    PatientForm,
    /// The new-survey dialog (with its patient form for form 2).
    SurveyForm,
}

impl DraftKind {
    pub const ALL: [DraftKind; 2] = [DraftKind::PatientForm, DraftKind::SurveyForm];

    fn file_name(self) -> &'static str {
        match self {
            DraftKind::PatientForm => "patient-form.json",
            DraftKind::SurveyForm => "survey-form.json",
        }
    }
}

/// A form as it was left.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    pub kind: DraftKind,
    /// When it was last changed, RFC 3339 UTC.
    pub saved_at: String,
    /// `Some(id)` when it edits an existing patient.
    pub patient_id: Option<String>,
    /// For an edit: the record as it was loaded, to show what changed.
    #[serde(default)]
    pub original: Option<PatientDraft>,
    /// For an edit: the record it was made from, so that saving it later still refuses to
    /// overwrite what changed since (absent in drafts of older versions).
    #[serde(default)]
    pub record: Option<crate::api::Patient>,
    pub patient: PatientDraft,
    /// Survey options, for a survey draft.
    pub include_url: bool,
    pub include_pin_in_url: bool,
    pub send_invitation: bool,
    pub channel_sms: bool,
}

/// What the data folder held.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LoadedDrafts {
    pub drafts: Vec<Draft>,
    /// Drafts that could not be read, kept aside.
    pub set_aside: Vec<SetAside>,
}

/// A draft that could not be read, and where it was kept.
#[derive(Clone, Debug, PartialEq)]
pub struct SetAside {
    pub kind: DraftKind,
    /// When the file was last written, if known.
    pub typed_on: Option<jiff::Timestamp>,
    pub kept_at: PathBuf,
}

/// The folder the drafts are kept in.
#[derive(Clone, Debug)]
pub struct DraftStore {
    dir: PathBuf,
}

impl DraftStore {
    pub fn new(data_dir: &Path) -> DraftStore {
        DraftStore { dir: data_dir.join("drafts") }
    }

    fn path(&self, kind: DraftKind) -> PathBuf {
        self.dir.join(kind.file_name())
    }

    pub fn save(&self, draft: &Draft) -> std::io::Result<()> {
        let bytes = serde_json::to_vec_pretty(draft).map_err(std::io::Error::other)?;
        crate::files::write_private_atomic(&self.path(draft.kind), &bytes)
    }

    /// Every readable draft. An unreadable file is set aside under a name of its own (never
    /// over an earlier one), not deleted, and not fatal; the caller tells the user.
    pub fn load_all(&self) -> LoadedDrafts {
        let mut loaded = LoadedDrafts::default();
        for kind in DraftKind::ALL {
            let path = self.path(kind);
            let Ok(bytes) = std::fs::read(&path) else { continue };
            match serde_json::from_slice::<Draft>(&bytes) {
                Ok(draft) if draft.kind == kind => loaded.drafts.push(draft),
                _ => {
                    tracing::warn!(?kind, "an unreadable draft was set aside");
                    let typed_on = std::fs::metadata(&path)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|time| jiff::Timestamp::try_from(time).ok());
                    let stem = kind.file_name().trim_end_matches(".json");
                    let aside = self.dir.join(format!("{stem}.{}.unreadable", uuid::Uuid::new_v4().simple()));
                    match std::fs::rename(&path, &aside) {
                        Ok(()) => loaded.set_aside.push(SetAside { kind, typed_on, kept_at: aside }),
                        Err(err) => tracing::warn!(?kind, %err, "an unreadable draft could not be set aside"),
                    }
                }
            }
        }
        loaded
    }

    pub fn delete(&self, kind: DraftKind) -> std::io::Result<()> {
        match std::fs::remove_file(self.path(kind)) {
            Err(err) if err.kind() != std::io::ErrorKind::NotFound => Err(err),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn draft(kind: DraftKind) -> Draft {
        Draft {
            kind,
            saved_at: "2026-11-22T08:00:00Z".into(),
            patient_id: None,
            original: None,
            record: None,
            patient: PatientDraft { first_name: "Zoë".into(), ..PatientDraft::default() },
            include_url: true,
            include_pin_in_url: false,
            send_invitation: true,
            channel_sms: true,
        }
    }

    #[test]
    fn drafts_round_trip_and_are_deleted() {
        let dir = std::env::temp_dir().join(format!("intake-desk-drafts-{}", uuid::Uuid::new_v4()));
        let store = DraftStore::new(&dir);
        assert!(store.load_all().drafts.is_empty());
        store.save(&draft(DraftKind::PatientForm)).unwrap();
        store.save(&draft(DraftKind::SurveyForm)).unwrap();
        let loaded = store.load_all().drafts;
        assert_eq!(loaded, vec![draft(DraftKind::PatientForm), draft(DraftKind::SurveyForm)]);
        store.delete(DraftKind::PatientForm).unwrap();
        store.delete(DraftKind::PatientForm).unwrap();
        assert_eq!(store.load_all().drafts.len(), 1);
    }

    #[test]
    fn a_damaged_draft_is_set_aside_not_fatal() {
        let dir = std::env::temp_dir().join(format!("intake-desk-drafts-{}", uuid::Uuid::new_v4()));
        let store = DraftStore::new(&dir);
        std::fs::create_dir_all(dir.join("drafts")).unwrap();
        std::fs::write(dir.join("drafts/patient-form.json"), b"{ not json").unwrap();
        let first = store.load_all();
        assert!(first.drafts.is_empty());
        assert_eq!(first.set_aside.len(), 1);
        // A second damaged draft is kept next to the first, never over it.
        std::fs::write(dir.join("drafts/patient-form.json"), b"{ also not json").unwrap();
        let second = store.load_all();
        assert_eq!(second.set_aside.len(), 1);
        assert_ne!(first.set_aside[0].kept_at, second.set_aside[0].kept_at);
        assert_eq!(std::fs::read(&first.set_aside[0].kept_at).unwrap(), b"{ not json");
        assert_eq!(std::fs::read(&second.set_aside[0].kept_at).unwrap(), b"{ also not json");
        assert!(second.set_aside[0].typed_on.is_some());
    }
}
