//! The demo's colleague (the built-in sandbox only): the home screen offers a new user a second
//! desk of the demo clinic, whose few invitations then appear in Today and Follow-up with the
//! desk that sent them, so the clinic-wide views can be tried without a clinic database. What
//! it sends is the worker's ([`crate::worker::Command::AddDemoColleague`]).

use super::{AppState, RequestId};
use crate::api::EnvironmentKind;
use crate::worker::Command;

/// Where the demo's colleague stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum DemoColleague {
    #[default]
    NotAsked,
    Sending(RequestId),
    /// Sent this many invitations (the views show them).
    Sent(usize),
    /// Could not (the system's words, for the log and the details).
    Failed(String),
}

impl AppState {
    /// Whether the home screen offers the demo's colleague: in the built-in sandbox, and not
    /// where this desk's journal is a real clinic database (the demo's made-up lists are not
    /// written into the clinic's, and there the clinic's own desks show what it stands for).
    pub fn demo_colleague_offered(&self) -> bool {
        self.connection.environment.as_ref().map(crate::api::Environment::kind) == Some(EnvironmentKind::Sandbox)
            && self.connection.can_make_requests()
            && !self.clinic_database_in_use()
    }

    pub(super) fn add_demo_colleague(&mut self) {
        if !self.demo_colleague_offered() || matches!(self.demo_colleague, DemoColleague::Sending(_)) {
            return;
        }
        let id = self.queue("progress-demo-colleague", Command::AddDemoColleague);
        self.demo_colleague = DemoColleague::Sending(id);
    }

    pub(super) fn on_demo_colleague_added(&mut self, id: RequestId, result: Result<usize, String>) {
        if self.demo_colleague != DemoColleague::Sending(id) {
            return;
        }
        self.demo_colleague = match result {
            Ok(count) => DemoColleague::Sent(count),
            Err(problem) => {
                tracing::warn!("the demo's colleague could not send: {problem}");
                DemoColleague::Failed(problem)
            }
        };
        // Today and Follow-up read the journal again, with the colleague's list in it.
        self.reload_sent();
    }
}
