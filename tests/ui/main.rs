//! The app in-process: the real `IntakeApp` in an egui_kittest harness (and its worker's flows)
//! against the sandbox over HTTP on 127.0.0.1. One test binary for the whole layer, so a change
//! in a view relinks one binary, not twenty (BENCHMARKS.md, "Rebuild after a one-line change").
//! Nothing here installs process-wide state: a test that must (the logger) runs in a child
//! process ([`crate::support::pass_in_child`]).

#[path = "../support/mod.rs"]
mod support;

mod about;
mod batch_send;
mod damaged_local_data;
mod day_list;
mod demo_desks;
mod eid;
mod existing_patients;
mod follow_up;
mod fonts;
mod idle;
mod keyboard;
mod language;
mod layout;
mod patients;
mod perf_counts;
mod policy;
mod reliability;
mod screen_matches_action;
mod snapshots;
mod start;
mod survey_review;
mod surveys;
mod translation_walk;
mod translations;
mod window_sizes;
mod window_title;
mod worker_flows;
