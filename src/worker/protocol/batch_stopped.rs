//! Why a day's list was not sent, or stopped before its end, and how that is said: a batch's
//! end as the worker tells it ([`super::EventKind::BatchEnded`]).

/// Why a batch was not sent, or stopped before its end. Every case leaves the rows not sent
/// as they were: the batch can be resumed where it may be.
#[derive(Clone, Debug, PartialEq)]
pub enum BatchStopped {
    /// Nobody is signed in.
    NotSignedIn,
    /// The profile's data folder cannot be used: without the journal a batch could not be
    /// resumed after a crash, and might then be sent twice.
    NoJournal,
    /// The batch was made on another service, tenant or account: it is sent only there.
    OtherSession { made_in: crate::api::SessionKey },
    /// The batch was made by a version that did not note where: it is sent nowhere.
    SessionNotNoted,
    /// Another window or process is sending it.
    SentElsewhere,
    /// The user signed out, or connected elsewhere, while it was being sent.
    SessionEnded { made_in: crate::api::SessionKey },
    /// The clinic database, where the batch is journaled, cannot be reached: nothing was sent
    /// (in English, for the details and the log).
    ClinicDatabaseAway(String),
    /// The journal failed, or the batch's task stopped (in English, for the details and the log).
    Problem(String),
}

impl BatchStopped {
    /// What the user is told.
    pub fn message(&self) -> crate::i18n::Msg {
        use crate::i18n::Msg;
        match self {
            BatchStopped::NotSignedIn => Msg::new("day-list-stopped-not-signed-in"),
            BatchStopped::NoJournal => Msg::new("day-list-stopped-no-journal"),
            BatchStopped::OtherSession { made_in } => {
                Msg::new("day-list-stopped-other-session").with("place", made_in.place())
            }
            BatchStopped::SessionNotNoted => Msg::new("day-list-stopped-session-not-noted"),
            BatchStopped::SentElsewhere => Msg::new("day-list-stopped-elsewhere"),
            BatchStopped::SessionEnded { made_in } => {
                Msg::new("day-list-stopped-session-ended").with("place", made_in.place())
            }
            BatchStopped::ClinicDatabaseAway(_) => Msg::new("day-list-stopped-clinic-database-away"),
            BatchStopped::Problem(_) => Msg::new("day-list-ended-problem"),
        }
    }

    /// The technical detail, where there is one.
    pub fn detail(&self) -> Option<&str> {
        match self {
            BatchStopped::Problem(problem) | BatchStopped::ClinicDatabaseAway(problem) => Some(problem),
            _ => None,
        }
    }
}

impl std::fmt::Display for BatchStopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BatchStopped::NotSignedIn => f.write_str("not signed in"),
            BatchStopped::NoJournal => {
                f.write_str("the data folder cannot be used, so the batch's journal cannot be kept")
            }
            BatchStopped::OtherSession { made_in } => {
                write!(f, "the batch was made in another session (on {})", made_in.api_base)
            }
            BatchStopped::SessionNotNoted => f.write_str("the batch does not say where it was made"),
            BatchStopped::SentElsewhere => f.write_str("another window is sending the batch"),
            BatchStopped::SessionEnded { .. } => f.write_str("the session ended while the batch was sent"),
            BatchStopped::Problem(problem) | BatchStopped::ClinicDatabaseAway(problem) => f.write_str(problem),
        }
    }
}
