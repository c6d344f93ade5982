//! Languages chosen from the system's locales, and dates in each language's form.
#![allow(clippy::unwrap_used)]

use super::*;

#[test]
fn system_locales_choose_the_first_language_the_app_speaks() {
    let locales = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(Language::first_supported(locales(&["nl-BE", "en-US"])), Language::Dutch);
    assert_eq!(Language::first_supported(locales(&["fr_BE.UTF-8"])), Language::French);
    assert_eq!(Language::first_supported(locales(&["lb-LU", "de-LU"])), Language::German);
    assert_eq!(Language::first_supported(locales(&["es-ES", "pt"])), Language::English);
    assert_eq!(Language::first_supported(locales(&["en-XA"])), Language::English);
    assert_eq!(Language::first_supported(Vec::new()), Language::English);
    assert_eq!(Language::from_code("NL"), Some(Language::Dutch));
    assert_eq!(Language::from_code("en-XA"), Some(Language::Pseudo));
    assert_eq!(Language::from_code("xx"), None);
}

#[test]
fn dates_take_the_form_of_each_language() {
    let date = jiff::civil::date(2024, 12, 31);
    let shown: Vec<String> = [Language::Dutch, Language::French, Language::German, Language::English]
        .into_iter()
        .map(|language| Translator::new(language).date(date))
        .collect();
    assert_eq!(shown, ["31-12-2024", "31/12/2024", "31.12.2024", "31/12/2024"]);
    let date = jiff::civil::date(1990, 2, 3);
    assert_eq!(Translator::new(Language::Dutch).long_date(date), "3 februari 1990");
    assert_eq!(Translator::new(Language::French).long_date(date), "3 février 1990");
    assert_eq!(Translator::new(Language::German).long_date(date), "3. Februar 1990");
    assert_eq!(Translator::new(Language::English).long_date(date), "3 February 1990");
}

#[test]
fn weeks_start_on_monday_in_every_language() {
    assert_eq!(Translator::new(Language::Dutch).weekday_short(1), "ma");
    assert_eq!(Translator::new(Language::French).weekday_short(1), "lu");
    assert_eq!(Translator::new(Language::German).weekday_short(1), "Mo");
    assert_eq!(Translator::new(Language::English).weekday_short(7), "Su");
}

#[test]
fn the_pseudo_locale_brackets_accents_and_lengthens_but_keeps_arguments() {
    let pseudo = Translator::new(Language::Pseudo);
    let english = Translator::new(Language::English);
    let text = pseudo.long_date(jiff::civil::date(1990, 2, 3));
    assert!(text.starts_with('[') && text.ends_with(']'), "{text}");
    assert!(text.contains("1990"), "arguments are not transformed: {text}");
    let sentence = english.text("pseudo-length-sample");
    let stretched = pseudo.text("pseudo-length-sample");
    let ratio = stretched.chars().count() as f64 / sentence.chars().count() as f64;
    assert!((1.35..1.6).contains(&ratio), "{ratio}: {sentence} → {stretched}");
    assert!(!stretched.is_ascii());
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let dutch = Translator::new(Language::Dutch);
    assert_eq!(dutch.text("no-such-message-anywhere"), "no-such-message-anywhere");
    assert!(dutch.has("date-long"));
}

#[test]
fn plurals_come_from_fluent() {
    let english = Translator::new(Language::English);
    let dutch = Translator::new(Language::Dutch);
    assert_eq!(english.msg(&crate::msg!("minutes", count = 1)), "1 minute");
    assert_eq!(english.msg(&crate::msg!("minutes", count = 5)), "5 minutes");
    assert_eq!(dutch.msg(&crate::msg!("minutes", count = 1)), "1 minuut");
    assert_eq!(dutch.msg(&crate::msg!("minutes", count = 5)), "5 minuten");
}
