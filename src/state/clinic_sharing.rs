//! Whether this desk shares its work through the clinic database: IT names the database; where
//! it leaves the sharing unlocked (`[clinic_database] locked = false`) the user may turn it off
//! for this desk, and on again. Off, the desk keeps its lists, its Today and Follow-up, its
//! reminders' count and its filing claims in its own journal, as a desk without a clinic
//! database does; what it sent one by one meanwhile is written to the clinic database when the
//! sharing is turned on again. The journal itself moves in the worker
//! ([`crate::worker::Command::TurnClinicSharing`]).

use super::AppState;
use crate::worker::Command;

/// Why the sharing cannot be turned now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharingFixed {
    /// No clinic database is named, or IT locked its sharing on.
    ByPolicy,
    /// A list (or reminders) is being sent, or answered surveys are being filed, in the journal
    /// it began in: the switch waits for it to end.
    WhileWorking,
}

impl AppState {
    /// Whether this desk's journal is the clinic's, shared by every desk: the IT policy names a
    /// clinic database (whose being out of reach is then the clinic's, not this computer's), and
    /// the user did not turn the sharing off where the policy lets them.
    pub fn clinic_database_in_use(&self) -> bool {
        self.policy.clinic_database.in_use(self.clinic_sharing_turned_off).is_some()
    }

    /// Whether the user turned the sharing of a named clinic database off here (Today and
    /// Follow-up say so: their lists are this desk's alone).
    pub fn clinic_sharing_off_here(&self) -> bool {
        self.policy.clinic_database.may_be_turned_off() && !self.clinic_database_in_use()
    }

    /// Whether the user may turn the sharing now, and if not, why.
    pub fn clinic_sharing_fixed(&self) -> Option<SharingFixed> {
        if !self.policy.clinic_database.may_be_turned_off() {
            Some(SharingFixed::ByPolicy)
        } else if self.batch_running() || self.follow_up.filing_running.is_some() {
            Some(SharingFixed::WhileWorking)
        } else {
            None
        }
    }

    /// The user turns the sharing off (or on again). The journal moves, and every view read
    /// from it is read again from where it now is.
    pub(super) fn turn_clinic_sharing(&mut self, off: bool) {
        if self.clinic_sharing_fixed().is_some() || self.clinic_sharing_turned_off == off {
            return;
        }
        self.clinic_sharing_turned_off = off;
        self.queue_quiet(Command::TurnClinicSharing { off });
        // What was read from the other journal is not this one's: its lists, its desks.
        self.other_desks_seen = false;
        self.unfinished_batches.clear();
        self.queue_quiet(Command::FindUnfinishedBatches);
        self.reload_sent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clinic_database::{ClinicDatabaseSettings, Credential, Tls};
    use crate::policy::{ClinicDatabasePolicy, Policy};

    fn named(locked: bool) -> Policy {
        let settings = ClinicDatabaseSettings {
            url: "postgresql://intake_desk@db.clinic.example/intake_desk".into(),
            tls: Tls::Off,
            credential: Credential::None,
            desk: "Front desk 2".into(),
        };
        Policy { clinic_database: ClinicDatabasePolicy::Named { settings, locked }, ..Policy::default() }
    }

    fn state(policy: Policy) -> AppState {
        let mut state = AppState::new();
        state.apply_policy(policy);
        state.take_commands();
        state
    }

    #[test]
    fn where_the_policy_leaves_it_unlocked_the_user_turns_the_sharing_off_and_every_view_is_read_again() {
        let mut state = state(named(false));
        assert!(state.clinic_database_in_use());
        state.apply_intent(crate::state::Intent::TurnClinicSharing { off: true });
        assert!(!state.clinic_database_in_use());
        let commands: Vec<Command> = state.take_commands().into_iter().map(|(_, command)| command).collect();
        assert!(matches!(commands.first(), Some(Command::TurnClinicSharing { off: true })), "{commands:?}");
        assert!(commands.iter().any(|command| matches!(command, Command::FindUnfinishedBatches)), "{commands:?}");
        let reads = commands.iter().filter(|command| matches!(command, Command::LoadSent { .. })).count();
        assert_eq!(reads, 2, "Today and Follow-up are read again: {commands:?}");
        // Turned on again: the clinic's journal.
        state.apply_intent(crate::state::Intent::TurnClinicSharing { off: false });
        assert!(state.clinic_database_in_use());
        let commands: Vec<Command> = state.take_commands().into_iter().map(|(_, command)| command).collect();
        assert!(matches!(commands.first(), Some(Command::TurnClinicSharing { off: false })), "{commands:?}");
    }

    #[test]
    fn the_demo_s_colleague_is_not_offered_where_the_journal_is_a_real_clinic_database() {
        let mut state = state(named(false));
        state.connection.environment = Some(crate::api::Environment::Sandbox { base_url: "http://127.0.0.1:9".into() });
        state.connection.status = crate::state::ConnectionStatus::Connected;
        assert!(!state.demo_colleague_offered(), "the clinic's database holds no made-up lists");
        state.apply_intent(crate::state::Intent::TurnClinicSharing { off: true });
        assert!(state.demo_colleague_offered(), "this desk's own journal may");
    }

    #[test]
    fn a_locked_sharing_or_none_named_cannot_be_turned_off() {
        for policy in [named(true), Policy::default()] {
            let mut state = state(policy);
            let in_use = state.clinic_database_in_use();
            state.apply_intent(crate::state::Intent::TurnClinicSharing { off: true });
            assert_eq!(state.clinic_database_in_use(), in_use);
            assert_eq!(state.clinic_sharing_fixed(), Some(SharingFixed::ByPolicy));
            assert!(state.take_commands().is_empty());
        }
    }

    #[test]
    fn the_sharing_is_not_turned_while_answered_surveys_are_being_filed() {
        let mut state = state(named(false));
        state.follow_up.filing_running = Some(7);
        state.apply_intent(crate::state::Intent::TurnClinicSharing { off: true });
        assert!(state.clinic_database_in_use());
        assert_eq!(state.clinic_sharing_fixed(), Some(SharingFixed::WhileWorking));
        assert!(state.take_commands().is_empty());
    }
}
