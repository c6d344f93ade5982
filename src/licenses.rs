//! The third-party licence notices this program ships: the licence texts of every crate built
//! into it, with the crates each applies to. This module owns them; the About dialog shows them.
//!
//! They are generated from Cargo's metadata by `scripts/licenses.sh` (with `cargo-about`,
//! configured in `about.toml`) into `assets/licenses/`: `third-party-licenses.json`, embedded here,
//! and `THIRD-PARTY-LICENSES.txt`, the same notices as plain text for the packages. The test
//! `tests/processes/licenses_current.rs` fails when a crate in the build is missing from them. No egui.

use serde::Deserialize;

/// The notices as generated, embedded in the binary.
const BUNDLED_JSON: &str = include_str!("../assets/licenses/third-party-licenses.json");

/// The bundled notices: every distinct licence text and the crates under it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThirdPartyLicences {
    /// What made the file, e.g. "scripts/licenses.sh with cargo-about 0.9.3".
    pub generated_by: String,
    /// Sorted by licence id, then by the first crate using the text (then by the text).
    pub licences: Vec<Licence>,
}

/// One licence text and the crates it applies to. The same licence (id) can appear more than
/// once, when crates ship it with different copyright lines.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Licence {
    /// The SPDX identifier, e.g. "MIT".
    pub id: String,
    /// The full name, e.g. "MIT License".
    pub name: String,
    /// The full text, as the crates ship it.
    pub text: String,
    /// The crates under this text, sorted by name and version.
    pub used_by: Vec<Component>,
}

/// A crate built into the program.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Component {
    pub name: String,
    pub version: String,
    /// Where its source is published, when the crate says.
    #[serde(default)]
    pub repository: Option<String>,
}

/// The bundled notices could not be read: a broken build, which the unit tests rule out.
#[derive(Debug, thiserror::Error)]
pub enum LicencesError {
    #[error("the bundled third-party licences are not readable: {0}")]
    Malformed(#[from] serde_json::Error),
    #[error("the bundled third-party licences list no licence")]
    Empty,
}

/// The notices embedded in this build.
pub fn bundled() -> Result<ThirdPartyLicences, LicencesError> {
    parse(BUNDLED_JSON)
}

fn parse(json: &str) -> Result<ThirdPartyLicences, LicencesError> {
    let licences: ThirdPartyLicences = serde_json::from_str(json)?;
    if licences.licences.is_empty() {
        return Err(LicencesError::Empty);
    }
    Ok(licences)
}

impl ThirdPartyLicences {
    /// How many distinct crates (name and version) the notices cover; a crate under two licences
    /// (e.g. "MIT AND Unicode-3.0") counts once.
    pub fn component_count(&self) -> usize {
        let mut seen = std::collections::BTreeSet::new();
        for licence in &self.licences {
            for component in &licence.used_by {
                seen.insert((component.name.as_str(), component.version.as_str()));
            }
        }
        seen.len()
    }

    /// The licences whose id or name, or one of whose crates' names, contains `filter`, ignoring
    /// case and the spaces around it; an empty filter matches every licence. For a search box.
    pub fn matching(&self, filter: &str) -> impl Iterator<Item = &Licence> {
        let needle = filter.trim().to_lowercase();
        self.licences.iter().filter(move |licence| licence.matches(&needle))
    }

    /// The crates a licence's heading names: its first three (and "…" when there are more), by
    /// name, or by name and version when another text of the same licence would otherwise read
    /// the same (two versions of one crate, with different copyright lines): two headings that
    /// say the same are one too many for a screen reader and for the eye.
    pub fn heading_names(&self, licence: &Licence) -> Vec<String> {
        const SHOWN: usize = 3;
        let names = |licence: &Licence, versions: bool| -> Vec<String> {
            let mut names: Vec<String> = licence
                .used_by
                .iter()
                .take(SHOWN)
                .map(|c| if versions { format!("{} {}", c.name, c.version) } else { c.name.clone() })
                .collect();
            if licence.used_by.len() > SHOWN {
                names.push("…".to_owned());
            }
            names
        };
        let plain = names(licence, false);
        let same_heading = self.licences.iter().any(|other| {
            !std::ptr::eq(other, licence)
                && other.name == licence.name
                && other.used_by.len() == licence.used_by.len()
                && names(other, false) == plain
        });
        if same_heading { names(licence, true) } else { plain }
    }
}

impl Licence {
    /// `needle` already lower case.
    fn matches(&self, needle: &str) -> bool {
        let contains = |haystack: &str| haystack.to_lowercase().contains(needle);
        needle.is_empty()
            || contains(&self.id)
            || contains(&self.name)
            || self.used_by.iter().any(|component| contains(&component.name))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn two_texts_of_one_licence_for_the_same_crate_are_told_apart_by_version() {
        let licences = parse(
            r#"{"generated_by": "test", "licences": [
                {"id": "MIT", "name": "MIT License", "text": "(c) 2019",
                 "used_by": [{"name": "getrandom", "version": "0.2.16"}]},
                {"id": "MIT", "name": "MIT License", "text": "(c) 2024",
                 "used_by": [{"name": "getrandom", "version": "0.3.3"}]},
                {"id": "MIT", "name": "MIT License", "text": "(c) egui",
                 "used_by": [{"name": "egui", "version": "0.37.0"}, {"name": "a", "version": "1.0.0"},
                             {"name": "b", "version": "1.0.0"}, {"name": "c", "version": "1.0.0"}]}
            ]}"#,
        )
        .unwrap();
        let headings: Vec<Vec<String>> = licences.licences.iter().map(|l| licences.heading_names(l)).collect();
        assert_eq!(headings[0], ["getrandom 0.2.16"]);
        assert_eq!(headings[1], ["getrandom 0.3.3"]);
        assert_eq!(headings[2], ["egui", "a", "b", "…"], "a heading no other reads like keeps the names alone");
    }

    #[test]
    fn no_two_bundled_licences_have_the_same_heading() {
        let licences = bundled().unwrap();
        let mut seen = std::collections::BTreeMap::new();
        for licence in &licences.licences {
            let heading = (licence.name.as_str(), licences.heading_names(licence), licence.used_by.len());
            if let Some(first) = seen.insert(heading.clone(), &licence.text) {
                panic!("two licence texts read {heading:?}:\n{first}\n---\n{}", licence.text);
            }
        }
    }

    fn sample() -> ThirdPartyLicences {
        parse(
            r#"{"generated_by": "test", "licences": [
                {"id": "Apache-2.0", "name": "Apache License 2.0", "text": "A",
                 "used_by": [{"name": "serde", "version": "1.0.0", "repository": "https://github.com/serde-rs/serde"}]},
                {"id": "MIT", "name": "MIT License", "text": "M",
                 "used_by": [{"name": "egui", "version": "0.37.0"}, {"name": "serde", "version": "1.0.0"}]}
            ]}"#,
        )
        .unwrap()
    }

    #[test]
    fn the_bundled_notices_parse_and_cover_hundreds_of_crates() {
        let licences = bundled().expect("the bundled JSON is valid");
        assert!(licences.generated_by.contains("cargo-about"), "{}", licences.generated_by);
        assert!(licences.component_count() > 100, "only {} crates", licences.component_count());
        let ids: Vec<&str> = licences.licences.iter().map(|l| l.id.as_str()).collect();
        assert!(ids.contains(&"MIT") && ids.contains(&"Apache-2.0"), "{ids:?}");
    }

    #[test]
    fn every_bundled_licence_has_its_text_and_the_crates_under_it() {
        for licence in bundled().unwrap().licences {
            assert!(!licence.id.trim().is_empty() && !licence.name.trim().is_empty(), "{licence:?}");
            assert!(licence.text.trim().len() > 50, "{} has no real text", licence.id);
            assert!(!licence.used_by.is_empty(), "{} is used by no crate", licence.id);
            for component in &licence.used_by {
                assert!(!component.name.is_empty() && !component.version.is_empty(), "{component:?}");
                if let Some(repository) = &component.repository {
                    assert!(repository.starts_with("http"), "{component:?}");
                }
            }
        }
    }

    /// The generator sorts, so regenerating with the same dependencies changes nothing, and the
    /// dialog shows the list in a stable order.
    #[test]
    fn the_bundled_notices_are_sorted_and_have_no_duplicate_texts() {
        let licences = bundled().unwrap().licences;
        let key = |l: &Licence| (l.id.clone(), l.used_by[0].name.clone(), l.used_by[0].version.clone(), l.text.clone());
        for pair in licences.windows(2) {
            let (first, second) = (key(&pair[0]), key(&pair[1]));
            assert!(
                first < second,
                "{:?} before {:?}",
                (&first.0, &first.1, &first.2),
                (&second.0, &second.1, &second.2)
            );
        }
        for licence in &licences {
            let crates: Vec<_> = licence.used_by.iter().map(|c| (&c.name, &c.version)).collect();
            let mut sorted = crates.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(crates, sorted, "{}'s crates", licence.id);
        }
        let mut texts: Vec<&str> = licences.iter().map(|l| l.text.as_str()).collect();
        texts.sort_unstable();
        let count = texts.len();
        texts.dedup();
        assert_eq!(texts.len(), count, "a licence text appears twice");
    }

    #[test]
    fn a_crate_under_two_licences_counts_once() {
        assert_eq!(sample().component_count(), 2);
    }

    #[test]
    fn the_filter_matches_licence_ids_names_and_crates_ignoring_case() {
        let licences = sample();
        let ids = |filter: &str| licences.matching(filter).map(|l| l.id.as_str()).collect::<Vec<_>>();
        assert_eq!(ids(""), ["Apache-2.0", "MIT"]);
        assert_eq!(ids("  "), ["Apache-2.0", "MIT"]);
        assert_eq!(ids("mit"), ["MIT"]);
        assert_eq!(ids("apache license"), ["Apache-2.0"]);
        assert_eq!(ids("EGUI"), ["MIT"]);
        assert_eq!(ids(" serde "), ["Apache-2.0", "MIT"]);
        assert!(ids("no such crate").is_empty());
    }

    #[test]
    fn broken_notices_are_an_error_not_a_panic() {
        assert!(matches!(parse("{"), Err(LicencesError::Malformed(_))));
        assert!(matches!(parse(r#"{"generated_by": "x", "licences": []}"#), Err(LicencesError::Empty)));
        let error = parse(r#"{"generated_by": "x"}"#).unwrap_err();
        assert!(error.to_string().starts_with("the bundled third-party licences"), "{error}");
    }
}
