//! The open survey's answer filter: every word typed must occur in an answer's label, code or
//! values (an empty answer is found by the words it is shown as), with the matches computed
//! again only when the text or the answers change, never per frame.

use crate::api::Answer;

/// The answers that match the filter text. The matching indices are
/// recomputed only when the text (or the survey) changes, never per frame.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AnswerFilter {
    text: String,
    /// Lower-case search text of each answer (label, code, values), built
    /// once when the survey arrives.
    haystacks: Vec<String>,
    /// Indices of the matching answers, in the survey's order.
    matches: Vec<usize>,
    /// How often `matches` was computed: tests check it is not per frame.
    pub computations: u64,
}

impl AnswerFilter {
    /// A filter whose empty answers are found by the English words for "no answer".
    pub fn new(answers: &[Answer]) -> AnswerFilter {
        let no_answer = crate::i18n::Translator::english().text(NO_ANSWER);
        AnswerFilter::in_words(answers, &no_answer)
    }

    /// A filter whose empty answers are found by `no_answer`, the words the view shows them as.
    pub fn in_words(answers: &[Answer], no_answer: &str) -> AnswerFilter {
        let mut filter = AnswerFilter::default();
        filter.rebuild(answers, no_answer);
        filter
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Indices into the survey's answers, in order.
    pub fn matches(&self) -> &[usize] {
        &self.matches
    }

    pub fn is_active(&self) -> bool {
        !self.text.trim().is_empty()
    }

    /// Changes the text; does nothing if it is the same.
    pub fn set_text(&mut self, text: &str) {
        if text == self.text {
            return;
        }
        // Typing more narrows the result: only the current matches can match.
        let narrowing = !self.text.is_empty() && text.starts_with(self.text.as_str());
        self.text = text.to_owned();
        if narrowing {
            let terms = terms(&self.text);
            let haystacks = &self.haystacks;
            self.matches.retain(|&i| haystacks.get(i).is_some_and(|h| terms.iter().all(|t| h.contains(t.as_str()))));
            self.computations += 1;
        } else {
            self.recompute();
        }
    }

    /// New answers (a refresh): keeps the text, computes everything again. `no_answer`: the
    /// words an empty answer is shown as (in the interface language), so they find it.
    pub fn rebuild(&mut self, answers: &[Answer], no_answer: &str) {
        self.haystacks = answers.iter().map(|answer| haystack(answer, no_answer)).collect();
        self.recompute();
    }

    fn recompute(&mut self) {
        let terms = terms(&self.text);
        self.matches = self
            .haystacks
            .iter()
            .enumerate()
            .filter(|(_, h)| terms.iter().all(|t| h.contains(t.as_str())))
            .map(|(i, _)| i)
            .collect();
        self.computations += 1;
    }
}

/// The message an empty answer is shown (and found) as: "(no answer)".
pub const NO_ANSWER: &str = "survey-no-answer";

fn haystack(answer: &Answer, no_answer: &str) -> String {
    let values: usize = answer.answer_values.iter().map(|v| v.len() + 1).sum();
    let mut text = String::with_capacity(answer.question_label.len() + answer.question_code.len() + values + 16);
    text.push_str(&answer.question_label);
    text.push('\n');
    text.push_str(&answer.question_code);
    for value in &answer.answer_values {
        text.push('\n');
        text.push_str(value);
    }
    if answer.answer_values.iter().all(|v| v.trim().is_empty()) {
        text.push('\n');
        text.push_str(no_answer);
    }
    if text.is_ascii() {
        // The common case, in place: no second string per answer.
        text.make_ascii_lowercase();
        text
    } else {
        text.to_lowercase()
    }
}

/// Every word must occur (case-insensitive), in any field.
fn terms(text: &str) -> Vec<String> {
    text.to_lowercase().split_whitespace().map(str::to_owned).collect()
}
