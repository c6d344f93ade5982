//! Takes the guides' screenshots (`docs/screenshots/*.png`): the real app, drawn by wgpu in an
//! egui_kittest harness at 1280×800 (and at 800×600 for the small screen), moved from screen to
//! screen with the same intents its views return, so no click depends on a pixel position.
//!
//!     cargo run --example readme_screenshots [-- OUT_DIR [day-list]]
//!
//! With `day-list`, only the day's list and the Today view are taken. With `day-list-125`, only
//! the day's list on a 1366×768 screen at 125 % in Dutch and French: the columns matched
//! (`*-day-list-mapping-125.png`), the rows checked (`nl-day-list-125.png`, `fr-day-list-125.png`)
//! and the same after the one choice the list asks (`*-day-list-chosen-125.png`). With
//! `front-desk-125`, the start screen, the demo patient and the new-survey dialog at that size, in
//! Dutch and French (`nl-01-start-125.png`, `fr-02-patient-125.png`, …).
//!
//! Needs a wgpu adapter; a software one is enough (`apt-get install mesa-vulkan-drivers`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use intake_desk::app::AppConfig;
use intake_desk::app::IntakeApp;
use intake_desk::i18n::Language;
use intake_desk::patient::{Field, GenderChoice};
use intake_desk::sandbox::{DEMO_PATIENT_ID, DEMO_PATIENT_REFERENCE, DEMO_SURVEY_ID};
use intake_desk::settings::StartMode;
use intake_desk::state::survey_pdf::Preview;
use intake_desk::state::survey_view::SurveyTab;
use intake_desk::state::{ConnectionStatus, DraftEdit, Intent, PatientFormIntent, SurveyFormIntent, SurveyIntent};
use intake_desk::worker::WorkerOptions;

type App = Harness<'static, IntakeApp>;

fn main() -> std::process::ExitCode {
    // The day's list is read in the import's cage: a child started from this program, as the
    // app starts itself (src/main.rs), which reads the file and ends.
    if let Some(served) = serve_as_the_import_s_child() {
        return served;
    }
    tour();
    std::process::ExitCode::SUCCESS
}

/// `read-list-in-cage --kind K --memory-bytes M --processor-seconds S`, as the cage starts its
/// child: served, and how it ended; `None` when this process is not one.
fn serve_as_the_import_s_child() -> Option<std::process::ExitCode> {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) != Some(intake_desk::worker::import_cage::SUBCOMMAND) {
        return None;
    }
    let value = |flag: &str| args.iter().position(|arg| arg == flag).and_then(|at| args.get(at + 1)).cloned();
    let number = |flag: &str| value(flag).and_then(|text| text.parse::<u64>().ok());
    Some(match (value("--kind"), number("--memory-bytes"), number("--processor-seconds")) {
        (Some(kind), Some(memory), Some(seconds)) => intake_desk::worker::import_cage::serve(&kind, memory, seconds),
        _ => std::process::ExitCode::FAILURE,
    })
}

fn tour() {
    let out = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "docs/screenshots".to_owned()));
    std::fs::create_dir_all(&out).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let data = temp_dir("data");
    if std::env::args().nth(2).as_deref() == Some("day-list") {
        day_list_tour(&runtime, &out);
        return;
    }
    if std::env::args().nth(2).as_deref() == Some("day-list-125") {
        day_list_at_125(&runtime, &out);
        return;
    }
    if std::env::args().nth(2).as_deref() == Some("front-desk-125") {
        front_desk_at_125(&runtime, &out);
        return;
    }
    if std::env::args().nth(2).as_deref() == Some("follow-up") {
        follow_up_tour(&runtime, &out);
        return;
    }

    let mut app = build(&runtime, &data, Language::English, egui::vec2(1280.0, 800.0));
    main_tour(&mut app, &out);
    drop(app);

    // The demo's second desk: what every desk of a clinic sees.
    let mut app = build(&runtime, &temp_dir("data"), Language::English, egui::vec2(1280.0, 800.0));
    apply(&mut app, Intent::AddDemoColleague);
    wait(&mut app, "the colleague's invitations", |app| {
        matches!(app.state().state.demo_colleague, intake_desk::state::demo_colleague::DemoColleague::Sent(_))
            && app.state().state.today_view.loading.is_none()
    });
    shot(&mut app, &out, "31-demo-desks");
    drop(app);

    // A workstation managed by its IT department: the locked settings are greyed.
    let policy = intake_desk::policy::Policy::parse(
        Path::new("/etc/intake-desk/policy.toml"),
        "[environment]\nname = \"eu-acceptance\"\nlocked = true\n\n[tenant]\nvalue = \"clinic-042\"\nlocked = true\n\n\
         [privacy_screen]\nminutes = 3\nlocked = true\n\n[language]\nvalue = \"en\"\nlocked = true\n",
    );
    let mut app = build_managed(&runtime, &temp_dir("data"), Language::English, egui::vec2(1280.0, 800.0), policy);
    apply(&mut app, Intent::OpenConnectionScreen);
    apply(
        &mut app,
        Intent::EditSignIn(intake_desk::state::SignInEdit::Choice(intake_desk::state::EnvironmentChoice::EuAcceptance)),
    );
    shot(&mut app, &out, "18-managed-connection");
    drop(app);

    // Typed but not sent: offered again at the next start.
    let mut app = build(&runtime, &data, Language::English, egui::vec2(1280.0, 800.0));
    apply(&mut app, Intent::StartRegistration);
    edit(&mut app, Field::FirstName, "Lucas");
    edit(&mut app, Field::LastName, "Peeters");
    drop(app);
    let mut app = build(&runtime, &data, Language::English, egui::vec2(1280.0, 800.0));
    shot(&mut app, &out, "14-unsent-forms");
    drop(app);

    for (language, prefix) in [(Language::Dutch, "nl"), (Language::French, "fr")] {
        let mut app = build(&runtime, &temp_dir("data"), language, egui::vec2(1280.0, 800.0));
        open_demo_patient(&mut app);
        shot(&mut app, &out, &format!("{prefix}-02-patient"));
        apply(&mut app, Intent::StartSurveyForOpenPatient);
        shot(&mut app, &out, &format!("{prefix}-03-survey-dialog"));
    }

    // The banner as it looks on the real service's environments (the banner alone).
    for (environment, name) in [
        (intake_desk::api::Environment::EuProduction, "11-banner-eu-production"),
        (intake_desk::api::Environment::EuAcceptance, "12-banner-eu-acceptance"),
    ] {
        let mut app = build(&runtime, &temp_dir("data"), Language::English, egui::vec2(1280.0, 44.0));
        app.state_mut().state.connection.environment = Some(environment);
        settle(&mut app);
        shot(&mut app, &out, name);
    }

    let mut app = build(&runtime, &temp_dir("data"), Language::English, egui::vec2(800.0, 600.0));
    apply(&mut app, Intent::OpenSurvey(DEMO_SURVEY_ID.to_owned()));
    wait(&mut app, "the survey", |app| {
        app.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    shot(&mut app, &out, "15-small-screen");

    day_list_tour(&runtime, &out);
    follow_up_tour(&runtime, &out);

    let mut app = build(&runtime, &temp_dir("data"), Language::English, egui::vec2(1280.0, 800.0));
    app.ctx.set_theme(egui::Theme::Dark);
    open_demo_patient(&mut app);
    shot(&mut app, &out, "16-dark");
}

fn main_tour(app: &mut App, out: &Path) {
    shot(app, out, "01-start-sandbox");
    open_demo_patient(app);
    shot(app, out, "02-patient");

    apply(app, Intent::StartSurveyForOpenPatient);
    shot(app, out, "03-survey-dialog");
    apply(app, Intent::SurveyForm(SurveyFormIntent::Create));
    wait(app, "the survey created", |app| app.state().state.survey_form.as_ref().is_some_and(|f| f.created.is_some()));
    shot(app, out, "04-survey-created");
    apply(app, Intent::SurveyForm(SurveyFormIntent::Close));

    apply(app, Intent::StartRegistration);
    for (field, text) in [
        (Field::FirstName, "Lucas"),
        (Field::Birthdate, "31/02/2019"),
        (Field::Email, "lucas@"),
        (Field::PhoneNumber, "0470 12"),
    ] {
        edit(app, field, text);
    }
    apply(app, Intent::PatientForm(PatientFormIntent::Save));
    shot(app, out, "05-register-validation");
    apply(app, Intent::PatientForm(PatientFormIntent::Close));
    if app.state().state.patient_form.as_ref().is_some_and(|f| f.pending_switch.is_some()) {
        apply(app, Intent::ResolveFormSwitch(intake_desk::state::FormSwitchChoice::Discard));
    }

    apply(app, Intent::OpenConnectionScreen);
    shot(app, out, "06-connection");

    apply(app, Intent::OpenSurvey(DEMO_SURVEY_ID.to_owned()));
    wait(app, "the survey", |app| app.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some()));
    shot(app, out, "07-survey");
    apply(app, Intent::Survey(SurveyIntent::Tab(SurveyTab::History)));
    wait(app, "the history", |app| app.state().state.survey_view.as_ref().is_some_and(|v| v.history.ready().is_some()));
    shot(app, out, "08-history");
    apply(app, Intent::Survey(SurveyIntent::Tab(SurveyTab::Summary)));
    apply(app, Intent::Survey(SurveyIntent::PreviewPdf));
    wait(app, "the PDF preview", |app| {
        app.state().state.survey_view.as_ref().is_some_and(|v| matches!(v.pdf.preview, Preview::Ready { .. }))
    });
    shot(app, out, "09-summary");
    apply(app, Intent::ShowActivityLog);
    shot(app, out, "10-activity");
    apply(app, Intent::ShowAbout);
    shot(app, out, "17-about");
    apply(app, Intent::About(intake_desk::state::AboutIntent::Close));

    // The reference typed in the dialog belongs to a patient on record with other details.
    apply(app, Intent::StartSurveyForNewPatient);
    for (field, text) in [
        (Field::FirstName, "Marie"),
        (Field::LastName, "Claes"),
        (Field::Birthdate, "29/02/2000"),
        (Field::Email, "marie.claes@example.be"),
        (Field::ExternalReference, DEMO_PATIENT_REFERENCE),
    ] {
        apply(app, Intent::SurveyForm(SurveyFormIntent::EditPatient(DraftEdit::Text(field, text.into()))));
    }
    apply(app, Intent::SurveyForm(SurveyFormIntent::EditPatient(DraftEdit::Gender(Some(GenderChoice::Female)))));
    apply(app, Intent::SurveyForm(SurveyFormIntent::Create));
    wait(app, "the patient on record", |app| {
        app.state().state.survey_form.as_ref().is_some_and(|f| f.on_record.is_some())
    });
    shot(app, out, "13-patient-on-record");
    apply(app, Intent::SurveyForm(SurveyFormIntent::Close));
}

/// The day's list, from the file to the Today view, against a sandbox that answers as slowly as
/// a real service (so the progress can be seen).
fn day_list_tour(runtime: &tokio::runtime::Runtime, out: &Path) {
    use intake_desk::state::day_list_flow::{DayListIntent, DayListStep};
    let config = intake_desk::sandbox::SandboxConfig {
        latency: Duration::from_millis(400),
        ..intake_desk::sandbox::SandboxConfig::default()
    };
    let sandbox = runtime.block_on(intake_desk::sandbox::Sandbox::start(config)).unwrap();
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/day-list-tuesday.csv");
    let start = StartMode::AdHoc {
        environment: intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() },
        token: intake_desk::api::AccessToken::new(sandbox.token()),
    };
    let worker = WorkerOptions {
        open_dialog: std::sync::Arc::new(intake_desk::export::FixedOpenChoice(Some(list))),
        ..worker_options()
    };
    let size = egui::vec2(1280.0, 800.0);
    let policy = intake_desk::policy::Policy::default();
    let mut app = harness_managed(runtime, &temp_dir("data"), Language::English, size, start, worker, policy);
    wait(&mut app, "connected", |app| app.state().state.connection.status == ConnectionStatus::Connected);
    apply(&mut app, Intent::DayList(DayListIntent::OpenFile));
    wait(&mut app, "the mapping", |app| app.state().state.day_list.step == DayListStep::Mapping);
    shot(&mut app, out, "20-day-list-mapping");
    apply(&mut app, Intent::DayList(DayListIntent::ConfirmMapping));
    shot(&mut app, out, "21-day-list-check");
    apply(&mut app, Intent::DayList(DayListIntent::AskToSend));
    shot(&mut app, out, "22-day-list-confirm");
    apply(&mut app, Intent::DayList(DayListIntent::ConfirmSend));
    wait(&mut app, "a few rows sent", |app| {
        app.state().state.batch.as_ref().is_some_and(|batch| batch.counts().finished() >= 5)
    });
    app.remove_cursor();
    save(&mut app, out, "23-day-list-progress");
    wait(&mut app, "the batch to end", |app| app.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    shot(&mut app, out, "24-day-list-result");
    apply(&mut app, Intent::ShowHome);
    apply(&mut app, Intent::RefreshStatuses);
    wait(&mut app, "the statuses", |app| app.state().state.today_view.refreshing.is_none());
    shot(&mut app, out, "25-today");
    // The same list again (another desk, or this one twice): every patient sent to a moment ago
    // waits for "Send anyway"; the records that differ still wait for their choice.
    let again = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/day-list-tuesday.csv");
    apply(&mut app, Intent::DayList(DayListIntent::Dropped(again)));
    apply(&mut app, Intent::DayList(DayListIntent::ReplaceWithDropped(true)));
    wait(&mut app, "the mapping again", |app| app.state().state.day_list.step == DayListStep::Mapping);
    apply(&mut app, Intent::DayList(DayListIntent::ConfirmMapping));
    apply(&mut app, Intent::DayList(DayListIntent::AskToSend));
    apply(&mut app, Intent::DayList(DayListIntent::ConfirmSend));
    wait(&mut app, "the list sent again", |app| app.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    shot(&mut app, out, "26-day-list-already-invited");
    drop(app);
    runtime.block_on(sandbox.shutdown());
}

/// What a Dutch and a French receptionist meet first on the commonest laptop set-up, 1366×768 at
/// 125 %: the start screen on the demo (`*-01-start-125.png`), the demo patient
/// (`*-02-patient-125.png`) and the new-survey dialog for them (`*-03-survey-dialog-125.png`).
fn front_desk_at_125(runtime: &tokio::runtime::Runtime, out: &Path) {
    let scale = 1.25;
    let size = egui::vec2(1366.0, 768.0) / scale;
    for (language, prefix) in [(Language::Dutch, "nl"), (Language::French, "fr")] {
        // The demo, as a new user starts it.
        let start = StartMode::Sandbox { state_file: None, simulate_respondents: false };
        let policy = intake_desk::policy::Policy::default();
        let mut app =
            harness_scaled(runtime, &temp_dir("data"), language, size, scale, start, worker_options(), policy);
        wait(&mut app, "connected", |app| app.state().state.connection.status == ConnectionStatus::Connected);
        wait(&mut app, "the demo patients", |app| !app.state().state.demo_patients.is_empty());
        shot(&mut app, out, &format!("{prefix}-01-start-125"));
        open_demo_patient(&mut app);
        shot(&mut app, out, &format!("{prefix}-02-patient-125"));
        apply(&mut app, Intent::StartSurveyForOpenPatient);
        shot(&mut app, out, &format!("{prefix}-03-survey-dialog-125"));
    }
}

/// The day's list as a Dutch and a French front desk meet it on the commonest laptop set-up,
/// 1366×768 at 125 % (1092.8×614.4 points): an agenda's export without a sex column
/// (`tests/fixtures/day-list-agenda-no-sex.csv`), its columns matched, then its rows checked.
fn day_list_at_125(runtime: &tokio::runtime::Runtime, out: &Path) {
    use intake_desk::state::day_list_flow::{DayListIntent, DayListStep};
    let scale = 1.25;
    let size = egui::vec2(1366.0, 768.0) / scale;
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/day-list-agenda-no-sex.csv");
    for (language, prefix) in [(Language::Dutch, "nl"), (Language::French, "fr")] {
        let sandbox = runtime
            .block_on(intake_desk::sandbox::Sandbox::start(intake_desk::sandbox::SandboxConfig::default()))
            .unwrap();
        let start = StartMode::AdHoc {
            environment: intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() },
            token: intake_desk::api::AccessToken::new(sandbox.token()),
        };
        let worker = WorkerOptions {
            open_dialog: std::sync::Arc::new(intake_desk::export::FixedOpenChoice(Some(list.clone()))),
            ..worker_options()
        };
        let policy = intake_desk::policy::Policy::default();
        let mut app = harness_scaled(runtime, &temp_dir("data"), language, size, scale, start, worker, policy);
        wait(&mut app, "connected", |app| app.state().state.connection.status == ConnectionStatus::Connected);
        apply(&mut app, Intent::DayList(DayListIntent::OpenFile));
        wait(&mut app, "the mapping", |app| app.state().state.day_list.step == DayListStep::Mapping);
        shot(&mut app, out, &format!("{prefix}-day-list-mapping-125"));
        apply(&mut app, Intent::DayList(DayListIntent::ConfirmMapping));
        wait(&mut app, "the patients on record", |app| app.state().state.day_list.looking_up.is_none());
        shot(&mut app, out, &format!("{prefix}-day-list-125"));
        // The one choice the list asks: every new patient is a woman.
        apply(&mut app, Intent::DayList(DayListIntent::ChooseSexForAll(GenderChoice::Female)));
        shot(&mut app, out, &format!("{prefix}-day-list-chosen-125"));
        drop(app);
        runtime.block_on(sandbox.shutdown());
    }
}

/// Follow-up: a list with appointments sent, some patients answering (one reporting chest
/// pain), three days later the statuses refreshed, the others reminded, the answers filed.
fn follow_up_tour(runtime: &tokio::runtime::Runtime, out: &Path) {
    use intake_desk::state::day_list_flow::{DayListIntent, DayListStep};
    use intake_desk::state::follow_up::{FilingEdit, FollowUpIntent, Standing};
    let sandbox =
        runtime.block_on(intake_desk::sandbox::Sandbox::start(intake_desk::sandbox::SandboxConfig::default())).unwrap();
    // The agenda's export for next week, appointments included.
    let day = |days: i64| jiff::ZonedDateTime::now().date().checked_add(jiff::Span::new().days(days)).unwrap();
    let patients = [
        ("MRN-0001", "Zoë", "Vermeulen", "12/04/1987", "V", "nl", "zoe.v@example.be", 5, "09:00"),
        ("PT-2041", "Lucas", "Peeters", "03/02/1985", "M", "nl", "lucas.peeters@example.be", 5, "09:30"),
        ("PT-2042", "Emma", "Claes", "21/09/1992", "V", "fr", "emma.claes@example.be", 5, "10:15"),
        ("PT-2043", "Noah", "Maes", "07/07/1979", "M", "nl", "noah.maes@example.be", 6, "08:45"),
        ("PT-2044", "Léa", "Dubois", "30/11/1990", "V", "fr", "lea.dubois@example.be", 6, "11:00"),
        ("PT-2045", "Lukas", "Schmitt", "14/05/1968", "M", "de", "lukas.schmitt@example.lu", 6, "14:30"),
        ("PT-2046", "Sophie", "Janssens", "02/03/2001", "V", "nl", "sophie.j@example.be", 7, "09:00"),
        ("PT-2047", "Finn", "Wouters", "19/12/1983", "M", "nl", "finn.wouters@example.be", 7, "16:00"),
    ];
    let mut csv = String::from("Patiëntnummer;Voornaam;Achternaam;Geboortedatum;Geslacht;Taal;E-mail;Datum afspraak\n");
    for (reference, first, last, born, gender, language, email, in_days, time) in patients {
        let date = day(in_days);
        let date = format!("{:02}/{:02}/{}", date.day(), date.month(), date.year());
        csv.push_str(&format!("{reference};{first};{last};{born};{gender};{language};{email};{date} {time}\n"));
    }
    let list = temp_dir("agenda").join("agenda-next-week.csv");
    std::fs::write(&list, csv).unwrap();
    let start = StartMode::AdHoc {
        environment: intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() },
        token: intake_desk::api::AccessToken::new(sandbox.token()),
    };
    let three_days = jiff::SignedDuration::from_hours(72);
    let worker = WorkerOptions {
        open_dialog: std::sync::Arc::new(intake_desk::export::FixedOpenChoice(Some(list))),
        // The reminders are sent three days after the invitations (the sandbox's clock too).
        clock: intake_desk::reminders::Clock::ahead(three_days),
        ..worker_options()
    };
    let size = egui::vec2(1280.0, 800.0);
    let policy = intake_desk::policy::Policy::default();
    let mut app = harness_managed(runtime, &temp_dir("data"), Language::English, size, start, worker, policy);
    wait(&mut app, "connected", |app| app.state().state.connection.status == ConnectionStatus::Connected);
    apply(&mut app, Intent::DayList(DayListIntent::OpenFile));
    wait(&mut app, "the mapping", |app| app.state().state.day_list.step == DayListStep::Mapping);
    apply(&mut app, Intent::DayList(DayListIntent::ConfirmMapping));
    apply(&mut app, Intent::DayList(DayListIntent::AskToSend));
    apply(&mut app, Intent::DayList(DayListIntent::ConfirmSend));
    wait(&mut app, "the list sent", |app| app.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    let sent: Vec<(String, String)> = app
        .state()
        .state
        .batch
        .as_ref()
        .unwrap()
        .rows
        .iter()
        .filter_map(|(reference, state)| match state {
            intake_desk::batch_journal::RowState::Sent { survey_id, .. } => {
                Some((reference.clone(), survey_id.clone()))
            }
            _ => None,
        })
        .collect();
    for (reference, survey_id) in &sent {
        let answered = ["MRN-0001", "PT-2042", "PT-2045"].contains(&reference.as_str());
        if answered {
            runtime.block_on(sandbox.respond(survey_id, reference == "PT-2045"));
        }
    }
    sandbox.advance_clock(three_days);
    apply(&mut app, Intent::ShowFollowUp);
    wait(&mut app, "the invitations", |app| app.state().state.follow_up.invitations.len() == sent.len());
    apply(&mut app, Intent::FollowUp(FollowUpIntent::Refresh));
    wait(&mut app, "the statuses", |app| app.state().state.follow_up.refreshing.is_none());
    shot(&mut app, out, "27-follow-up");
    let waiting: Vec<String> = app
        .state()
        .state
        .follow_up
        .rows()
        .into_iter()
        .filter(|(standing, _)| *standing == Standing::NotAnswered)
        .map(|(_, invitation)| invitation.key().to_owned())
        .collect();
    apply(&mut app, Intent::FollowUp(FollowUpIntent::Remind(waiting.clone())));
    shot(&mut app, out, "28-follow-up-remind");
    apply(&mut app, Intent::FollowUp(FollowUpIntent::CancelRemind));
    // The answered ones filed where the records system imports from.
    let folder = temp_dir("EHR import");
    let edits = [
        FilingEdit::Folder(folder.display().to_string()),
        FilingEdit::FhirIdentifierSystem("https://clinic.example.be/patient-number".into()),
    ];
    for edit in edits {
        apply(&mut app, Intent::FollowUp(FollowUpIntent::EditFiling(edit)));
    }
    apply(&mut app, Intent::FollowUp(FollowUpIntent::FileAnswered));
    wait(&mut app, "the answers filed", |app| app.state().state.follow_up.filing_running.is_none());
    {
        use egui_kittest::kittest::Queryable as _;
        app.get_by_label("Filing answered surveys").click();
    }
    settle(&mut app);
    shot(&mut app, out, "30-follow-up-filed");
    // Then the others reminded.
    apply(&mut app, Intent::FollowUp(FollowUpIntent::Remind(waiting)));
    apply(&mut app, Intent::FollowUp(FollowUpIntent::ConfirmRemind));
    wait(&mut app, "the reminders sent", |app| app.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    shot(&mut app, out, "29-reminders-sent");
    drop(app);
    runtime.block_on(sandbox.shutdown());
}

fn worker_options() -> WorkerOptions {
    WorkerOptions { use_keyring: false, documents_folder: Some(temp_dir("documents")), ..WorkerOptions::default() }
}

fn build(runtime: &tokio::runtime::Runtime, data: &Path, language: Language, size: egui::Vec2) -> App {
    build_managed(runtime, data, language, size, intake_desk::policy::Policy::default())
}

/// [`build`] on a workstation whose IT department presets and locks settings.
fn build_managed(
    runtime: &tokio::runtime::Runtime,
    data: &Path,
    language: Language,
    size: egui::Vec2,
    policy: intake_desk::policy::Policy,
) -> App {
    let start = StartMode::Sandbox { state_file: None, simulate_respondents: false };
    let mut app = harness_managed(runtime, data, language, size, start, worker_options(), policy);
    wait(&mut app, "connected", |app| app.state().state.connection.status == ConnectionStatus::Connected);
    wait(&mut app, "the demo patients", |app| !app.state().state.demo_patients.is_empty());
    app
}

fn harness_managed(
    runtime: &tokio::runtime::Runtime,
    data: &Path,
    language: Language,
    size: egui::Vec2,
    start: StartMode,
    worker: WorkerOptions,
    policy: intake_desk::policy::Policy,
) -> App {
    harness_scaled(runtime, data, language, size, 1.0, start, worker, policy)
}

/// [`harness_managed`] on a screen of `scale` pixels a point (Windows' 125 % is 1.25).
#[allow(clippy::too_many_arguments)]
fn harness_scaled(
    runtime: &tokio::runtime::Runtime,
    data: &Path,
    language: Language,
    size: egui::Vec2,
    scale: f32,
    start: StartMode,
    worker: WorkerOptions,
    policy: intake_desk::policy::Policy,
) -> App {
    let config = AppConfig {
        data_dir: data.to_owned(),
        start,
        runtime: runtime.handle().clone(),
        worker,
        startup: Default::default(),
        language: Some(language),
        policy,
        preferences_file: None,
    };
    // `IntakeApp::new`: the window's own fonts, the system's for the scripts egui's lack (a
    // patient's name in Han is drawn as in the window, not as boxes).
    let mut app = Harness::builder()
        .with_size(size)
        .with_pixels_per_point(scale)
        .allow_missing_glyphs()
        .wgpu()
        .build_eframe(move |cc| IntakeApp::new(cc, config));
    // The guides show the light theme (one picture shows the dark one).
    app.ctx.set_theme(egui::Theme::Light);
    wait(&mut app, "the font folders searched", |app| app.state().fonts_searched());
    app
}

fn open_demo_patient(app: &mut App) {
    apply(app, Intent::OpenPatient(DEMO_PATIENT_ID.to_owned()));
    wait(app, "the demo patient", |app| {
        app.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
}

fn edit(app: &mut App, field: Field, text: &str) {
    apply(app, Intent::PatientForm(PatientFormIntent::Edit(DraftEdit::Text(field, text.into()))));
}

fn apply(app: &mut App, intent: Intent) {
    app.state_mut().state.apply_intent(intent);
    settle(app);
}

fn settle(app: &mut App) {
    for _ in 0..6 {
        app.step();
    }
}

fn wait(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(start.elapsed() < Duration::from_secs(20), "timed out waiting for {what}");
        app.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    settle(app);
}

/// Saves the window as `out/name.png`, with no pointer over it and nothing in flight.
fn shot(app: &mut App, out: &Path, name: &str) {
    app.remove_cursor();
    wait(app, "nothing in flight", |app| app.state().state.in_flight.is_empty());
    save(app, out, name);
}

/// Saves the window as it is now.
fn save(app: &mut App, out: &Path, name: &str) {
    let path = out.join(format!("{name}.png"));
    app.render().expect("render").save(&path).expect("save");
    println!("saved {}", path.display());
}

fn temp_dir(name: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("intake-desk-screenshots-{}-{name}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
