//! The man page (`assets/linux/intake-desk.1`, shipped in the Debian package) against the real
//! command line: every long option and subcommand that `intake-desk --help` (and each
//! subcommand's `--help`) prints must be described in the page's matching section, every exit
//! code of the help in EXIT STATUS, and the page must name this version.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

const MAN_PAGE: &str = include_str!("../../assets/linux/intake-desk.1");

/// The help text of `intake-desk ARGS… --help`.
fn help(args: &[&str]) -> String {
    let output =
        Command::new(env!("CARGO_BIN_EXE_intake-desk")).args(args).arg("--help").output().expect("the binary runs");
    assert!(output.status.success(), "{args:?} --help failed: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8 help")
}

/// The long options the help lists (`--data-dir`, …), in the order it lists them.
fn long_options(help: &str) -> Vec<String> {
    let options = section(help, "Options:");
    let mut found = Vec::new();
    for line in options.lines() {
        let line = line.trim_start();
        if !line.starts_with('-') {
            continue;
        }
        let long = line.split([' ', ',', '<', '=']).find(|word| word.starts_with("--")).expect("a long option");
        found.push(long.to_owned());
    }
    found
}

/// The subcommands the help lists, `help` included.
fn subcommands(help: &str) -> Vec<String> {
    section(help, "Commands:").lines().filter_map(|line| line.split_whitespace().next()).map(str::to_owned).collect()
}

/// The indented lines after `heading` in a clap help text, up to the next blank line.
fn section<'a>(help: &'a str, heading: &str) -> &'a str {
    let Some(start) = help.find(&format!("\n{heading}\n")) else { return "" };
    let body = &help[start + heading.len() + 2..];
    &body[..body.find("\n\n").unwrap_or(body.len())]
}

/// The man page as text: roff's escaped hyphens made plain, font changes and quotes removed.
fn man_text(roff: &str) -> String {
    roff.replace("\\-", "-")
        .replace("\\fB", "")
        .replace("\\fI", "")
        .replace("\\fR", "")
        .replace("\\fP", "")
        .replace('"', "")
}

/// The part of the man page under `.SH NAME`, up to the next `.SH`.
fn man_section(name: &str) -> String {
    let text = man_text(MAN_PAGE);
    let heading = format!(".SH {name}\n");
    let start = text.find(&heading).unwrap_or_else(|| panic!("the man page has no {name} section"));
    let body = &text[start + heading.len()..];
    body[..body.find("\n.SH ").unwrap_or(body.len())].to_owned()
}

/// Whether `text` names `option` as a whole word (`--token` is not found in `--token-file`).
fn names_option(text: &str, option: &str) -> bool {
    text.match_indices(option).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + option.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '-')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '-')
    })
}

/// The items of a man section defined at the start of a `.TP` paragraph (`.B sandbox`,
/// `.BI --port PORT`, `.BR -h , --help`): the first line after each `.TP`.
fn tagged_items(section: &str) -> Vec<String> {
    let lines: Vec<&str> = section.lines().collect();
    lines.windows(2).filter(|pair| pair[0] == ".TP").map(|pair| pair[1].to_owned()).collect()
}

/// The man page's description of `intake-desk sandbox` and other subcommands: from the `.TP`
/// that names it to the end of its indented block (`.RE`) or the next item.
fn command_block(commands: &str, command: &str) -> Option<String> {
    let lines: Vec<&str> = commands.lines().collect();
    let start =
        lines.windows(2).position(|pair| pair[0] == ".TP" && pair[1].split_whitespace().nth(1) == Some(command))?;
    let rest = &lines[start + 2..];
    let mut depth = 0;
    let mut end = rest.len();
    for (index, line) in rest.iter().enumerate() {
        match *line {
            ".RS" => depth += 1,
            ".RE" => depth -= 1,
            ".TP" if depth == 0 => {
                end = index;
                break;
            }
            _ => {}
        }
    }
    Some(rest[..end].join("\n"))
}

#[test]
fn every_option_of_the_help_is_described_under_options() {
    let top = help(&[]);
    let options = long_options(&top);
    assert!(options.iter().any(|o| o == "--data-dir") && options.iter().any(|o| o == "--version"), "{options:?}");
    let described = tagged_items(&man_section("OPTIONS")).join("\n");
    let missing: Vec<&String> = options.iter().filter(|option| !names_option(&described, option)).collect();
    assert!(missing.is_empty(), "options of `intake-desk --help` missing from the man page's OPTIONS: {missing:?}");
}

#[test]
fn every_subcommand_and_its_options_are_described_under_commands() {
    let top = help(&[]);
    let commands = subcommands(&top);
    assert!(commands.iter().any(|c| c == "sandbox"), "{commands:?}");
    let section = man_section("COMMANDS");
    let synopsis = man_section("SYNOPSIS");
    for command in &commands {
        let block = command_block(&section, command)
            .unwrap_or_else(|| panic!("subcommand `{command}` missing from the man page's COMMANDS"));
        assert!(synopsis.contains(&format!("intake-desk {command}")), "`{command}` missing from the SYNOPSIS");
        if command == "help" {
            continue;
        }
        let described = tagged_items(&block).join("\n");
        let missing: Vec<String> =
            long_options(&help(&[command])).into_iter().filter(|option| !names_option(&described, option)).collect();
        assert!(missing.is_empty(), "options of `intake-desk {command} --help` missing from the man page: {missing:?}");
    }
}

#[test]
fn every_exit_code_of_the_help_is_described() {
    let top = help(&[]);
    let codes_at = top.find("EXIT CODES:").expect("the help lists its exit codes");
    let codes: Vec<&str> = top[codes_at..]
        .lines()
        .skip(1)
        .map_while(|line| line.split_whitespace().next().filter(|word| word.parse::<u8>().is_ok()))
        .collect();
    assert!(codes.len() >= 3, "{codes:?}");
    let items = tagged_items(&man_section("EXIT STATUS"));
    for code in codes {
        assert!(items.iter().any(|item| *item == format!(".B {code}")), "exit code {code} missing from the man page");
    }
}

#[test]
fn the_man_page_names_this_version() {
    let title = MAN_PAGE.lines().find(|line| line.starts_with(".TH ")).expect("a .TH line");
    let version = format!("intake-desk {}", env!("CARGO_PKG_VERSION"));
    assert!(title.contains(&version), "the man page's .TH line should say {version:?}: {title}");
}

#[test]
fn names_option_matches_whole_options_only() {
    assert!(names_option(".BI --token TOKEN", "--token"));
    assert!(!names_option(".BI --token-file FILE", "--token"));
    assert!(names_option(".BR -h , --help", "--help"));
}
