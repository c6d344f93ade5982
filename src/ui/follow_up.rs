//! The Follow-up view ([`crate::state::follow_up`]): the invitations of the last days, who
//! answered (alerts first) and who has not yet (soonest appointment first), filtered by day,
//! channel and status; "Remind everyone shown who has not answered", the reminder rules, and
//! the question asked before reminders go. A row opens its latest survey.

use egui::{RichText, Ui};
use egui_extras::Column;

use crate::api::Channel;
use crate::msg;
use crate::reminders::ReminderRules;
use crate::state::follow_up::{DAY_CHOICES, DayFilter, FollowUpFilter, FollowUpIntent, FollowedInvitation, Standing};
use crate::state::today::StatusCheck;
use crate::state::{AppState, Intent};
use crate::worker::filing::FilingProblem;

use super::keyboard_list::KeyboardList;
use super::theme;
use super::widgets::icon_button_enabled;

pub fn show(ui: &mut Ui, state: &AppState, out: &mut Vec<Intent>) {
    let mut asked = Vec::new();
    let tr = &state.tr;
    let view = &state.follow_up;
    let heading = tr.text("follow-up-title");
    ui.heading(&heading);
    let clinic = state.desks_shown() && view.filter.desks == crate::state::today::DeskFilter::AllDesks;
    let intro = if clinic { "follow-up-intro-clinic" } else { "follow-up-intro" };
    ui.label(RichText::new(tr.text(intro)).weak());
    super::widgets::clinic_sharing_off_note(ui, state);
    ui.add_space(theme::space::S);
    ui.horizontal_wrapped(|ui| {
        let period = tr.text("follow-up-period");
        let days_words = |days: u32| tr.msg(&msg!("follow-up-days", days = days));
        if let Some(days) = super::widgets::labelled_choice(ui, &period, view.days, DAY_CHOICES, days_words) {
            asked.push(FollowUpIntent::Days(days));
        }
        let listed = !view.invitations.is_empty();
        // Statuses are asked for the whole period at once, once it is read.
        let why = if view.reading_older {
            Some(crate::i18n::Msg::new("follow-up-why-reading-older"))
        } else {
            super::widgets::refresh_unavailable(state, listed, view.refreshing.is_some())
        };
        let can_refresh = view.refreshing.is_none() && why.is_none();
        let refresh = icon_button_enabled(ui, can_refresh, theme::icon::REFRESH, &tr.text("today-refresh"));
        if super::widgets::greyed_because(ui, tr, refresh, why.as_ref()).clicked() {
            asked.push(FollowUpIntent::Refresh);
        }
        if view.refreshing.is_some() || view.loading.is_some() {
            ui.spinner();
        }
    });
    if view.problem.is_some() {
        let words =
            if state.clinic_database_in_use() { "today-clinic-database-away" } else { "today-journal-unreadable" };
        ui.label(RichText::new(tr.text(words)).color(super::widgets::warning_color(ui)));
    }
    if view.invitations.is_empty() {
        ui.label(RichText::new(tr.msg(&msg!("follow-up-nothing-sent", days = view.days))).weak());
        rules(ui, state, &mut asked);
        filing(ui, state, &mut asked);
        out.extend(asked.into_iter().map(Intent::FollowUp));
        return;
    }
    filters(ui, state, &mut asked);
    let rows = view.rows();
    summary(ui, state, &rows);
    if view.reading_older {
        let words = tr.msg(&msg!("follow-up-reading-older", shown = view.invitations.len()));
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(RichText::new(words).weak().small());
        });
    }
    table(ui, state, &rows, out);
    ui.add_space(theme::space::S);
    remind(ui, state, &rows, &mut asked);
    file_button(ui, state, &mut asked);
    rules(ui, state, &mut asked);
    filing(ui, state, &mut asked);
    out.extend(asked.into_iter().map(Intent::FollowUp));
}

/// "Day", "Channel" and "Status": what is shown.
fn filters(ui: &mut Ui, state: &AppState, asked: &mut Vec<FollowUpIntent>) {
    let tr = &state.tr;
    let view = &state.follow_up;
    let filter = view.filter;
    let days = view.days();
    let day_words = |day: Option<DayFilter>| match day {
        None => tr.text("follow-up-any-day"),
        Some(DayFilter::SentOn(date)) => tr.msg(&msg!("follow-up-sent-on", date = tr.long_date(date))),
        Some(DayFilter::AppointmentOn(date)) => tr.msg(&msg!("follow-up-appointment-on", date = tr.long_date(date))),
    };
    let channel_words = |channel: Option<Channel>| match channel {
        None => tr.text("follow-up-any-channel"),
        Some(channel) => tr.msg(&crate::i18n::service::channel(channel)),
    };
    let standing_words = |standing: Option<Standing>| match standing {
        None => tr.text("follow-up-any-status"),
        Some(standing) => tr.text(standing.message_id()),
    };
    ui.horizontal_wrapped(|ui| {
        if state.desks_shown()
            && let Some(desks) = super::widgets::desk_choice(ui, tr, filter.desks)
        {
            asked.push(FollowUpIntent::Filter(FollowUpFilter { desks, ..filter }));
        }
        let days = std::iter::once(None).chain(days.iter().copied().map(Some));
        if let Some(day) =
            super::widgets::labelled_choice(ui, &tr.text("follow-up-filter-day"), filter.day, days, day_words)
        {
            asked.push(FollowUpIntent::Filter(FollowUpFilter { day, ..filter }));
        }
        let channels = [None, Some(Channel::Email), Some(Channel::Sms)];
        let name = tr.text("follow-up-filter-channel");
        if let Some(channel) = super::widgets::labelled_choice(ui, &name, filter.channel, channels, channel_words) {
            asked.push(FollowUpIntent::Filter(FollowUpFilter { channel, ..filter }));
        }
        let standings = std::iter::once(None).chain(Standing::ALL.into_iter().map(Some));
        let name = tr.text("follow-up-filter-status");
        if let Some(standing) = super::widgets::labelled_choice(ui, &name, filter.standing, standings, standing_words) {
            asked.push(FollowUpIntent::Filter(FollowUpFilter { standing, ..filter }));
        }
        if filter != FollowUpFilter::default() && ui.button(tr.text("follow-up-show-all")).clicked() {
            asked.push(FollowUpIntent::Filter(FollowUpFilter::default()));
        }
    });
}

/// "4 answered (1 with alerts), 6 not answered yet": the groups in one line.
fn summary(ui: &mut Ui, state: &AppState, rows: &[(Standing, &FollowedInvitation)]) {
    let tr = &state.tr;
    let count = |standing: Standing| rows.iter().filter(|(s, _)| *s == standing).count();
    let alerts = count(Standing::AnsweredWithAlerts);
    let words = tr.msg(&msg!(
        "follow-up-summary",
        shown = rows.len(),
        answered = alerts + count(Standing::Answered),
        alerts = alerts,
        waiting = count(Standing::NotAnswered),
        started = count(Standing::Started),
        ended = count(Standing::Ended),
        unknown = count(Standing::NotKnown)
    ));
    ui.label(RichText::new(words).weak().small());
}

fn table(ui: &mut Ui, state: &AppState, rows: &[(Standing, &FollowedInvitation)], out: &mut Vec<Intent>) {
    let tr = &state.tr;
    let view = &state.follow_up;
    let zone = jiff::tz::TimeZone::system();
    let sent_of = |invitation: &FollowedInvitation| tr.timestamp(invitation.sent.sent_at);
    let patient_of = |invitation: &FollowedInvitation| match (&invitation.sent.patient, &invitation.sent.reference) {
        (Some(name), Some(reference)) => format!("{name} · {reference}"),
        (Some(name), None) => name.clone(),
        (None, Some(reference)) => reference.clone(),
        (None, None) => tr.text("today-patient-single-survey"),
    };
    let channel_of = |invitation: &FollowedInvitation| {
        invitation
            .latest()
            .channel
            .map_or_else(|| tr.text("today-link-only"), |channel| tr.msg(&crate::i18n::service::channel(channel)))
    };
    let appointment_of = |invitation: &FollowedInvitation| match invitation.appointment {
        Some(appointment) => {
            let date = tr.date(appointment.date);
            match appointment.time {
                Some(time) => format!("{date} {}", time.strftime("%H:%M")),
                None => date,
            }
        }
        None => tr.text("follow-up-no-appointment"),
    };
    let reminders_of = |invitation: &FollowedInvitation| match invitation.reminders.last() {
        None => tr.text("follow-up-no-reminders"),
        Some(last) => tr.msg(&msg!(
            "follow-up-reminders",
            count = invitation.reminders.len(),
            date = tr.date(last.sent_at.to_zoned_datetime(zone.clone()).date())
        )),
    };
    let status_of = |standing: Standing, invitation: &FollowedInvitation| {
        let alerts: usize = invitation
            .survey_ids()
            .iter()
            .filter_map(|id| match view.statuses.get(id) {
                Some(StatusCheck::Checked { alerts, answered: true, .. }) => Some(*alerts),
                _ => None,
            })
            .sum();
        let words = match standing {
            Standing::AnsweredWithAlerts => tr.msg(&msg!("follow-up-answered-alerts", count = alerts)),
            Standing::NotKnown
                if matches!(view.statuses.get(&invitation.latest().survey_id), Some(StatusCheck::Failed(_))) =>
            {
                tr.text("today-status-failed")
            }
            standing => tr.text(standing.message_id()),
        };
        // Answered and in the clinic's records: said, so nobody files it by hand again.
        let is_filed = invitation.survey_ids().iter().any(|id| state.is_filed(id));
        if is_filed { tr.msg(&msg!("follow-up-status-filed", status = words)) } else { words }
    };
    // Which desk sent it: a column only where the clinic's desks share their journal.
    let desks_shared = state.desks_shown();
    let desk_of = |invitation: &FollowedInvitation| super::today::desk_words(tr, invitation.sent.desk.as_deref());
    let texts_of = |invitation: &FollowedInvitation| {
        let mut texts = vec![sent_of(invitation)];
        if desks_shared {
            texts.push(desk_of(invitation));
        }
        texts.extend([
            patient_of(invitation),
            channel_of(invitation),
            appointment_of(invitation),
            reminders_of(invitation),
        ]);
        texts
    };
    let row_words = |(standing, invitation): &(Standing, &FollowedInvitation)| {
        let mut words = texts_of(invitation);
        words.push(status_of(*standing, invitation));
        words.join(", ")
    };
    let mut titles = vec!["follow-up-column-sent"];
    if desks_shared {
        titles.push("today-column-desk");
    }
    titles.extend([
        "day-list-column-patient",
        "day-list-column-channel",
        "follow-up-column-appointment",
        "follow-up-column-reminders",
        "today-column-status",
    ]);
    let name = tr.text("follow-up-list");
    let height = (ui.available_height() * 0.55).max(theme::size::TABLE_MIN_HEIGHT);
    let error = super::widgets::error_color(ui);
    let mut list = KeyboardList::new(ui, "follow-up", rows.len());
    let table = super::a11y::name_scroll_bars(ui, &name, |ui| {
        ui.scope_builder(list.rows_ui(&name), |ui| {
            // A click anywhere on a row opens it: its text is not selectable (which would take the click).
            ui.style_mut().interaction.selectable_labels = false;
            // The dates fit "26/11/2026 14:30"; the patient, the reminders and the status share
            // the rest (a 683-point window, a laptop at 200 %, keeps every column in view).
            let mut columns = vec![Column::exact(124.0).clip(true)];
            if desks_shared {
                columns.push(Column::exact(110.0).clip(true));
            }
            columns.extend([
                Column::remainder().at_least(110.0).clip(true),
                Column::exact(56.0).clip(true),
                Column::exact(124.0).clip(true),
                Column::remainder().at_least(90.0).clip(true),
                Column::remainder().at_least(110.0).clip(true),
            ]);
            let table = super::day_list::table(ui, "follow-up", &columns, height, Some(&list), tr, &titles);
            table.body(|body| {
                body.rows(theme::size::TABLE_ROW, rows.len(), |mut row| {
                    let index = row.index();
                    let Some(&(standing, invitation)) = rows.get(index) else { return };
                    row.set_selected(list.is_current(index));
                    let mut cells = Vec::with_capacity(7);
                    for text in texts_of(invitation) {
                        cells.push(row.col(|ui| {
                            ui.label(text);
                        }));
                    }
                    cells.push(row.col(|ui| {
                        let words = status_of(standing, invitation);
                        match standing {
                            _ if matches!(
                                view.statuses.get(&invitation.latest().survey_id),
                                Some(StatusCheck::Checking)
                            ) =>
                            {
                                ui.spinner();
                            }
                            Standing::AnsweredWithAlerts => {
                                super::widgets::icon_message(ui, theme::icon::WARNING, &words, error);
                            }
                            Standing::Answered => {
                                let color = super::widgets::success_color(ui);
                                super::widgets::icon_message(ui, theme::icon::DONE, &words, color);
                            }
                            Standing::Started | Standing::NotAnswered => {
                                ui.label(words);
                            }
                            Standing::Ended | Standing::NotKnown => {
                                ui.label(RichText::new(words).weak());
                            }
                        }
                    }));
                    list.table_row(index, &cells, row_words(&(standing, invitation)));
                });
            });
        })
    });
    let opened = list.finish(ui, &table.response, |index| rows.get(index).map(&row_words).unwrap_or_default());
    if let Some((_, invitation)) = opened.and_then(|index| rows.get(index)) {
        // The latest survey: a reminder replaces the one before it.
        out.push(Intent::OpenSurvey(invitation.latest().survey_id.clone()));
    }
}

/// "Remind the 6 shown who have not answered", by their own channel or another.
fn remind(ui: &mut Ui, state: &AppState, rows: &[(Standing, &FollowedInvitation)], asked: &mut Vec<FollowUpIntent>) {
    let tr = &state.tr;
    let view = &state.follow_up;
    let keys: Vec<String> = rows
        .iter()
        .filter(|(standing, _)| *standing == Standing::NotAnswered)
        .map(|(_, invitation)| invitation.key().to_owned())
        .collect();
    let count = state.remindable(&keys, &state.clock.now()).len();
    let unchecked = rows.iter().filter(|(standing, _)| *standing == Standing::NotKnown).count();
    ui.horizontal_wrapped(|ui| {
        let channel_words = |channel: Option<Channel>| match channel {
            None => tr.text("follow-up-own-channel"),
            Some(channel) => tr.msg(&crate::i18n::service::channel(channel)),
        };
        let allowed = std::iter::once(None).chain(state.policy.channels.iter().copied().map(Some));
        let name = tr.text("follow-up-remind-by");
        if let Some(channel) = super::widgets::labelled_choice(ui, &name, view.channel, allowed, channel_words) {
            asked.push(FollowUpIntent::Channel(channel));
        }
        // "Everyone shown" is the whole period's, once it is read.
        let can = count > 0 && state.connection.can_make_requests() && view.creating.is_none() && !view.reading_older;
        let words = tr.msg(&msg!("follow-up-remind-shown", count = count));
        if icon_button_enabled(ui, can, theme::icon::SEND, &words).clicked() {
            asked.push(FollowUpIntent::Remind(keys.clone()));
        }
    });
    if unchecked > 0 {
        ui.label(RichText::new(tr.msg(&msg!("follow-up-refresh-first", count = unchecked))).weak().small());
    }
}

/// "File the 4 answered surveys": those shown, answered, not filed yet.
fn file_button(ui: &mut Ui, state: &AppState, asked: &mut Vec<FollowUpIntent>) {
    let tr = &state.tr;
    let view = &state.follow_up;
    let count = state.fileable().len();
    let folder = state.filing_settings();
    ui.horizontal_wrapped(|ui| {
        let can = count > 0
            && folder.is_some()
            && view.filing_running.is_none()
            && state.connection.can_make_requests()
            && !view.reading_older;
        let words = tr.msg(&msg!("follow-up-file-answered", count = count));
        if icon_button_enabled(ui, can, theme::icon::SAVE, &words).clicked() {
            asked.push(FollowUpIntent::FileAnswered);
        }
        if view.filing_running.is_some() {
            ui.spinner();
        }
        match &folder {
            Some(settings) => {
                let into = tr.msg(&msg!("follow-up-filing-into", folder = settings.folder.display().to_string()));
                ui.label(RichText::new(into).weak().small());
            }
            None => {
                ui.label(RichText::new(tr.text("follow-up-filing-no-folder")).weak().small());
            }
        }
    });
    // What could not be filed this session, each with why (by reference: the patient's name
    // is in the list above).
    let error = super::widgets::error_color(ui);
    for (survey_id, result) in &view.filing_results {
        let Err(problem) = result else { continue };
        let why = match problem {
            FilingProblem::NotFinished | FilingProblem::AlreadyFiled | FilingProblem::FiledAtAnotherDesk { .. } => {
                continue;
            }
            FilingProblem::Journal(_) if state.clinic_database_in_use() => tr.text("follow-up-filing-no-journal"),
            FilingProblem::Journal(_) => tr.text("follow-up-filing-no-journal-here"),
            FilingProblem::Service(error) => tr.msg(&crate::i18n::service::api_error(error)),
            FilingProblem::Written(error) => tr.msg(&error.message()),
        };
        let who = view
            .invitation_of(survey_id)
            .and_then(|invitation| invitation.sent.reference.clone())
            .unwrap_or_else(|| survey_id.clone());
        let words = tr.msg(&msg!("follow-up-not-filed", who = who, why = why));
        super::widgets::icon_message(ui, theme::icon::ERROR, &words, error);
    }
}

/// Where answered surveys are filed: the folder, the file names, the FHIR identifier system
/// (the user's to set unless the IT department locked them).
fn filing(ui: &mut Ui, state: &AppState, asked: &mut Vec<FollowUpIntent>) {
    use crate::state::follow_up::FilingEdit;
    let tr = &state.tr;
    let locked = state.policy.filing.locked;
    let preset = state.policy.filing.preset.clone().unwrap_or_default();
    let choice = &state.follow_up.filing;
    let heading = tr.text("follow-up-filing");
    egui::CollapsingHeader::new(&heading).id_salt("follow-up-filing").show(ui, |ui| {
        if locked {
            let color = ui.visuals().weak_text_color();
            super::widgets::icon_message(ui, theme::icon::LOCKED, &tr.text("follow-up-rules-locked"), color);
        }
        ui.label(RichText::new(tr.text("follow-up-filing-intro")).weak());
        let placeholders = crate::filing::PLACEHOLDERS.join(" ");
        let fields = [
            (
                "follow-up-filing-folder",
                &choice.folder,
                preset.folder.as_ref().map(|folder| folder.display().to_string()).unwrap_or_default(),
                FilingEdit::Folder as fn(String) -> FilingEdit,
            ),
            (
                "follow-up-filing-template",
                &choice.template,
                preset.template.clone().unwrap_or_else(|| crate::filing::DEFAULT_TEMPLATE.to_owned()),
                FilingEdit::Template,
            ),
            (
                "follow-up-filing-fhir-system",
                &choice.fhir_identifier_system,
                preset.fhir_identifier_system.clone().unwrap_or_default(),
                FilingEdit::FhirIdentifierSystem,
            ),
        ];
        egui::Grid::new("follow-up-filing-fields").num_columns(2).spacing([theme::space::M, theme::space::S]).show(
            ui,
            |ui| {
                for (words, value, hint, edit) in fields {
                    let name = tr.text(words);
                    let label = ui.label(&name);
                    let mut copy = value.clone();
                    let field = ui.add_enabled_ui(!locked, |ui| {
                        super::widgets::hinted_input(ui, egui::TextEdit::singleline(&mut copy), &hint, 360.0)
                    });
                    let field = field.inner.labelled_by(label.id);
                    if field.changed() {
                        asked.push(FollowUpIntent::EditFiling(edit(copy)));
                    }
                    ui.end_row();
                }
            },
        );
        ui.label(RichText::new(tr.msg(&msg!("follow-up-filing-placeholders", names = placeholders))).weak().small());
        ui.label(RichText::new(tr.text("follow-up-filing-fhir-hint")).weak().small());
    });
}

/// The reminder rules: the user's to set unless the IT department locked them.
fn rules(ui: &mut Ui, state: &AppState, asked: &mut Vec<FollowUpIntent>) {
    let tr = &state.tr;
    let rules = state.reminder_rules();
    let locked = state.policy.reminders.locked;
    ui.add_space(theme::space::S);
    let heading = tr.text("follow-up-rules");
    egui::CollapsingHeader::new(&heading).id_salt("follow-up-rules").show(ui, |ui| {
        if locked {
            let color = ui.visuals().weak_text_color();
            super::widgets::icon_message(ui, theme::icon::LOCKED, &tr.text("follow-up-rules-locked"), color);
        }
        let mut changed = rules;
        ui.add_enabled_ui(!locked, |ui| {
            ui.horizontal_wrapped(|ui| {
                let name = tr.text("follow-up-rules-max");
                let label = ui.label(&name);
                let max = ui.add(
                    egui::DragValue::new(&mut changed.max_per_invitation).range(0..=ReminderRules::MAX_PER_INVITATION),
                );
                super::widgets::name_widget(ui.ctx(), &max, egui::Role::SpinButton, &name);
                max.labelled_by(label.id);
                let name = tr.text("follow-up-rules-days");
                let label = ui.label(&name);
                let days = ui.add(
                    egui::DragValue::new(&mut changed.min_days_between).range(1..=ReminderRules::MAX_DAYS_BETWEEN),
                );
                super::widgets::name_widget(ui.ctx(), &days, egui::Role::SpinButton, &name);
                days.labelled_by(label.id);
            });
        });
        ui.label(
            RichText::new(tr.msg(&msg!(
                "follow-up-rules-fixed",
                from = rules.quiet_from.strftime("%H:%M").to_string(),
                until = rules.quiet_until.strftime("%H:%M").to_string()
            )))
            .weak(),
        );
        if changed != rules {
            asked.push(FollowUpIntent::Rules(changed));
        }
    });
}

/// "Send 6 reminders?": by which channel, that answered patients are skipped, and at night
/// that it is night. Asked over any screen (the Follow-up view, a survey's "Send a reminder").
pub fn question(ctx: &egui::Context, state: &AppState, out: &mut Vec<Intent>) {
    let Some(question) = &state.follow_up.asking else { return };
    let mut asked = Vec::new();
    let tr = &state.tr;
    let count = question.invitations.len();
    let title = tr.msg(&msg!("follow-up-confirm-title", count = count));
    super::a11y::modal(ctx, egui::Id::unique("follow-up-confirm"), &title, None, |ui| {
        ui.set_max_width(theme::size::DIALOG_NARROW);
        ui.heading(&title);
        ui.add_space(theme::space::S);
        let channel = match state.follow_up.channel {
            None => tr.text("follow-up-confirm-own-channel"),
            Some(channel) => {
                tr.msg(&msg!("follow-up-confirm-channel", channel = crate::i18n::service::channel(channel)))
            }
        };
        ui.label(channel);
        ui.label(tr.text("follow-up-confirm-checked"));
        ui.label(RichText::new(tr.text("follow-up-confirm-replaces")).weak());
        if question.quiet_hours {
            let now = state.clock.now().strftime("%H:%M").to_string();
            let color = super::widgets::warning_color(ui);
            super::widgets::icon_message(
                ui,
                theme::icon::WARNING,
                &tr.msg(&msg!("follow-up-confirm-quiet", time = now)),
                color,
            );
        }
        ui.add_space(theme::space::M);
        ui.horizontal(|ui| {
            let send = if question.quiet_hours {
                tr.msg(&msg!("follow-up-confirm-send-anyway", count = count))
            } else {
                tr.msg(&msg!("follow-up-confirm-send", count = count))
            };
            if super::widgets::icon_button(ui, theme::icon::SEND, &send).clicked() {
                asked.push(FollowUpIntent::ConfirmRemind);
            }
            if ui.button(tr.text("day-list-confirm-back")).clicked() {
                asked.push(FollowUpIntent::CancelRemind);
            }
        });
    });
    out.extend(asked.into_iter().map(Intent::FollowUp));
}
