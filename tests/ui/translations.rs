//! The Fluent files are complete and consistent: each parses, each language has exactly the
//! messages of English, and each message uses the same arguments in every language (a
//! translation that drops `$count` or invents `$name` would show wrong or empty words).
#![allow(clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use intake_desk::i18n::Language;

/// Message id → the variables its value and attributes refer to.
type Catalogue = BTreeMap<String, BTreeSet<String>>;

fn catalogue(language: Language) -> Result<Catalogue, String> {
    parse_catalogue(language.code(), language.fluent_source())
}

fn parse_catalogue(code: &str, source: &str) -> Result<Catalogue, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        let described: Vec<String> = errors
            .iter()
            .map(|error| {
                let line = source[..error.pos.start.min(source.len())].lines().count().max(1);
                format!("line {line}: {:?}", error.kind)
            })
            .collect();
        format!("{code}: syntax errors: {}", described.join("; "))
    })?;
    let mut messages = Catalogue::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_variables(value, &mut variables);
            }
            for attribute in &message.attributes {
                pattern_variables(&attribute.value, &mut variables);
            }
            let id = message.id.name.to_owned();
            if messages.insert(id.clone(), variables).is_some() {
                return Err(format!("{code}: message {id} is defined twice"));
            }
        }
    }
    Ok(messages)
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// What differs between a translation and English, one line per problem.
fn compare(code: &str, english: &Catalogue, translated: &Catalogue) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, variables) in english {
        match translated.get(id) {
            None => problems.push(format!("{code}: missing {id}")),
            Some(theirs) if theirs != variables => {
                problems.push(format!("{code}: {id} uses {theirs:?}, English uses {variables:?}"))
            }
            Some(_) => {}
        }
    }
    for id in translated.keys().filter(|id| !english.contains_key(*id)) {
        problems.push(format!("{code}: {id} is not in English (renamed or removed there?)"));
    }
    problems
}

#[test]
fn every_language_parses_and_matches_english_message_for_message() {
    let english = catalogue(Language::English).unwrap_or_else(|problem| panic!("{problem}"));
    assert!(english.len() > 300, "the English catalogue is the reference and cannot be nearly empty");
    let mut problems = Vec::new();
    for language in Language::TRANSLATED.into_iter().filter(|l| *l != Language::English) {
        match catalogue(language) {
            Ok(translated) => problems.extend(compare(language.code(), &english, &translated)),
            Err(problem) => problems.push(problem),
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn the_comparison_finds_a_missing_an_extra_and_a_changed_message() {
    let english = parse_catalogue("en", "a = A\nb = { $count } items\nc = C\n").unwrap();
    let translated = parse_catalogue("xx", "a = A\nb = { $number } stuks\nd = D\n").unwrap();
    let problems = compare("xx", &english, &translated);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("missing c")));
    assert!(problems.iter().any(|p| p.contains("b uses") && p.contains("number")));
    assert!(problems.iter().any(|p| p.contains("d is not in English")));
    let select = "n = { $count ->\n    [one] one { $what }\n   *[other] { $count } { $what }\n}\n";
    let dropped = "n = { $count ->\n    [one] one\n   *[other] { $count }\n}\n";
    let problems = compare("xx", &parse_catalogue("en", select).unwrap(), &parse_catalogue("xx", dropped).unwrap());
    assert_eq!(problems.len(), 1, "a variable dropped inside a variant is found: {problems:?}");
    assert!(parse_catalogue("xx", "a = A\na = B\n").is_err(), "a message defined twice");
}

#[test]
fn a_broken_file_is_reported_with_its_line() {
    let broken = "ok = fine\nbroken = { $count\n";
    let problem = parse_catalogue("xx", broken).unwrap_err();
    assert!(problem.starts_with("xx: syntax errors: line 2"), "{problem}");
}
