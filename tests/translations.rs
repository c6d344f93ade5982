//! The Fluent files are complete and consistent: each parses, each language has exactly the
//! messages of English, and each message uses the same arguments in every language (a
//! translation that drops `$count` or invents `$name` would show wrong or empty words).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use intake_desk::i18n::Language;

/// Message id → the variables its value and attributes refer to.
type Catalogue = BTreeMap<String, BTreeSet<String>>;

fn catalogue(language: Language) -> Result<Catalogue, String> {
    let source = language.fluent_source();
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        let described: Vec<String> = errors
            .iter()
            .map(|error| {
                let line = source[..error.pos.start.min(source.len())].lines().count().max(1);
                format!("line {line}: {:?}", error.kind)
            })
            .collect();
        format!("{}: syntax errors: {}", language.code(), described.join("; "))
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
                return Err(format!("{}: message {id} is defined twice", language.code()));
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

#[test]
fn every_language_parses_and_matches_english_message_for_message() {
    let english = catalogue(Language::English).unwrap_or_else(|problem| panic!("{problem}"));
    assert!(english.len() > 30, "the English catalogue is the reference and cannot be nearly empty");
    let mut problems = Vec::new();
    for language in Language::TRANSLATED.into_iter().filter(|l| *l != Language::English) {
        let code = language.code();
        let translated = match catalogue(language) {
            Ok(translated) => translated,
            Err(problem) => {
                problems.push(problem);
                continue;
            }
        };
        for (id, variables) in &english {
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
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn a_broken_file_is_reported_with_its_line() {
    let broken = "ok = fine\nbroken = { $count\n";
    let errors = fluent_syntax::parser::parse(broken).err().map(|(_, errors)| errors).unwrap_or_default();
    assert!(!errors.is_empty(), "the parser must refuse an unclosed placeable");
}
