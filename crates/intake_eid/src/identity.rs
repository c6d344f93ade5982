//! The identity file's TLV: one byte of tag, a length in 7-bit groups (a set high bit says
//! another byte follows), the value (UTF-8 text). Tag 0 is padding. The fields a registration
//! needs: the national number (6), the last name (7), the first names (8), the initial of the
//! third first name (9), the birth date (12) and the gender (13).

use jiff::civil::Date;

/// What the card says of its holder.
#[derive(Clone, PartialEq, Eq)]
pub struct Identity {
    /// The national register number as the card holds it (11 digits).
    pub national_number: String,
    pub last_name: String,
    /// The first names, space-separated as the card gives them ("Anne-Sophie Marie").
    pub first_names: String,
    /// The initial of a third first name, when there is one.
    pub third_initial: Option<String>,
    pub birth_date: BirthDate,
    pub gender: Gender,
}

// The holder's data is never printed by accident (a log line, a panic message).
impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Identity { .. }")
    }
}

/// A birth date as the card gives it: a whole date, or only the year (people whose day and
/// month of birth are not known).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BirthDate {
    Date(Date),
    YearOnly(i16),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    Female,
    Male,
}

/// Why an identity file cannot be read: where, never what it held.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IdentityError {
    #[error("the file ends inside field {tag} (at byte {at})")]
    Truncated { tag: u8, at: usize },
    #[error("field {tag} is not UTF-8 text")]
    NotText { tag: u8 },
    #[error("field {tag} is missing")]
    Missing { tag: u8 },
    #[error("the birth date is not in a form the card uses")]
    BirthDate,
    #[error("the gender is not one the card uses")]
    Gender,
}

const NATIONAL_NUMBER: u8 = 6;
const LAST_NAME: u8 = 7;
const FIRST_NAMES: u8 = 8;
const THIRD_INITIAL: u8 = 9;
const BIRTH_DATE: u8 = 12;
const GENDER: u8 = 13;

/// Parses the identity file.
pub fn parse_identity(file: &[u8]) -> Result<Identity, IdentityError> {
    let mut fields: Vec<(u8, &[u8])> = Vec::new();
    let mut at = 0;
    while at < file.len() {
        let tag = file[at];
        at += 1;
        let mut length = 0_usize;
        loop {
            let Some(&byte) = file.get(at) else {
                // Padding at the very end (a tag 0 and no length) is no field.
                if tag == 0 {
                    break;
                }
                return Err(IdentityError::Truncated { tag, at });
            };
            at += 1;
            length = (length << 7) | usize::from(byte & 0x7F);
            if length > file.len() {
                return Err(IdentityError::Truncated { tag, at });
            }
            if byte & 0x80 == 0 {
                break;
            }
        }
        let Some(value) = file.get(at..at + length) else {
            return Err(IdentityError::Truncated { tag, at });
        };
        at += length;
        if tag != 0 {
            fields.push((tag, value));
        }
    }
    let text = |tag: u8| -> Result<Option<String>, IdentityError> {
        match fields.iter().find(|(found, _)| *found == tag) {
            None => Ok(None),
            Some((_, value)) => std::str::from_utf8(value)
                .map(|text| Some(text.trim().to_owned()))
                .map_err(|_| IdentityError::NotText { tag }),
        }
    };
    let required = |tag: u8| text(tag)?.filter(|text| !text.is_empty()).ok_or(IdentityError::Missing { tag });
    Ok(Identity {
        national_number: required(NATIONAL_NUMBER)?,
        last_name: required(LAST_NAME)?,
        first_names: text(FIRST_NAMES)?.unwrap_or_default(),
        third_initial: text(THIRD_INITIAL)?.filter(|initial| !initial.is_empty()),
        birth_date: birth_date(&required(BIRTH_DATE)?)?,
        gender: gender(&required(GENDER)?)?,
    })
}

/// The birth date in the card's three forms: `30 JUL 1985` (or the month in French or Dutch),
/// `30.JUL.1985` (German cards, also `30.JUL. 1985`), and `1985` alone.
fn birth_date(text: &str) -> Result<BirthDate, IdentityError> {
    let text = text.trim();
    if text.len() == 4 {
        return text.parse().map(BirthDate::YearOnly).map_err(|_| IdentityError::BirthDate);
    }
    let parts: Vec<&str> = text.split(['.', ' ']).filter(|part| !part.is_empty()).collect();
    let [day, month, year] = parts.as_slice() else { return Err(IdentityError::BirthDate) };
    let day: i8 = day.parse().map_err(|_| IdentityError::BirthDate)?;
    let year: i16 = year.parse().map_err(|_| IdentityError::BirthDate)?;
    let month = month_number(month).ok_or(IdentityError::BirthDate)?;
    Date::new(year, month, day).map(BirthDate::Date).map_err(|_| IdentityError::BirthDate)
}

/// A month as the cards write it, in French, Dutch or German.
fn month_number(name: &str) -> Option<i8> {
    const MONTHS: [&[&str]; 12] = [
        &["JAN"],
        &["FEV", "FEB"],
        &["MARS", "MAAR", "MÄR"],
        &["AVR", "APR"],
        &["MAI", "MEI"],
        &["JUIN", "JUN"],
        &["JUIL", "JUL"],
        &["AOUT", "AUG"],
        &["SEPT", "SEP"],
        &["OCT", "OKT"],
        &["NOV"],
        &["DEC", "DEZ"],
    ];
    let name = name.trim().to_uppercase();
    MONTHS.iter().position(|names| names.contains(&name.as_str())).map(|index| index as i8 + 1)
}

/// `M` is male; `F` (French), `V` (Dutch) and `W` (German) female.
fn gender(text: &str) -> Result<Gender, IdentityError> {
    match text.trim() {
        "M" => Ok(Gender::Male),
        "F" | "V" | "W" => Ok(Gender::Female),
        _ => Err(IdentityError::Gender),
    }
}

/// One field as the card holds it: tag, the length in 7-bit groups, the value (for the tests'
/// emulated cards: the app only reads).
pub fn encode_field(tag: u8, value: &[u8]) -> Vec<u8> {
    let mut length = value.len();
    let mut groups = vec![(length & 0x7F) as u8];
    length >>= 7;
    while length > 0 {
        groups.push((length & 0x7F) as u8 | 0x80);
        length >>= 7;
    }
    groups.reverse();
    let mut bytes = vec![tag];
    bytes.extend(groups);
    bytes.extend_from_slice(value);
    bytes
}

/// Tests build identity files from the published format, as a card would hold them.
#[cfg(test)]
pub(crate) mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    pub(crate) fn field(tag: u8, value: &[u8]) -> Vec<u8> {
        encode_field(tag, value)
    }

    /// An identity file with these fields, the others as a card has them, and padding.
    pub(crate) fn identity_file(fields: &[(u8, &str)]) -> Vec<u8> {
        let mut file = Vec::new();
        file.extend(field(1, b"592123456789"));
        file.extend(field(2, &[0x53; 16]));
        file.extend(field(3, b"01.01.2021"));
        file.extend(field(5, "Sint-Jans-Molenbeek".as_bytes()));
        for (tag, value) in fields {
            file.extend(field(*tag, value.as_bytes()));
        }
        file.extend(field(17, &[0xAB; 20]));
        file.extend([0, 0, 0]);
        file
    }

    fn zoe() -> Vec<u8> {
        identity_file(&[
            (6, "87041212345"),
            (7, "Van den Brœck-Lemaître"),
            (8, "Zoë Anne-Sophie"),
            (9, "M"),
            (10, "Belg"),
            (11, "Gent"),
            (12, "12 APR 1987"),
            (13, "V"),
        ])
    }

    #[test]
    fn names_with_diacritics_and_several_first_names_are_read_as_written() {
        let identity = parse_identity(&zoe()).unwrap();
        assert_eq!(identity.last_name, "Van den Brœck-Lemaître");
        assert_eq!(identity.first_names, "Zoë Anne-Sophie");
        assert_eq!(identity.third_initial.as_deref(), Some("M"));
        assert_eq!(identity.national_number, "87041212345");
        assert_eq!(identity.birth_date, BirthDate::Date(jiff::civil::date(1987, 4, 12)));
        assert_eq!(identity.gender, Gender::Female);
        assert_eq!(format!("{identity:?}"), "Identity { .. }", "nothing of it in a log");
    }

    #[test]
    fn the_three_date_forms_the_card_uses_in_its_three_languages() {
        for (written, expected) in [
            ("12 APR 1987", BirthDate::Date(jiff::civil::date(1987, 4, 12))),
            ("12 AVR 1987", BirthDate::Date(jiff::civil::date(1987, 4, 12))),
            ("03 MAAR 2001", BirthDate::Date(jiff::civil::date(2001, 3, 3))),
            ("03.MÄR.2001", BirthDate::Date(jiff::civil::date(2001, 3, 3))),
            ("03.MÄR. 2001", BirthDate::Date(jiff::civil::date(2001, 3, 3))),
            ("31.DEZ.1950", BirthDate::Date(jiff::civil::date(1950, 12, 31))),
            ("15 AOUT 1969", BirthDate::Date(jiff::civil::date(1969, 8, 15))),
            ("1944", BirthDate::YearOnly(1944)),
        ] {
            assert_eq!(birth_date(written), Ok(expected), "{written}");
        }
        for wrong in ["31 FEV 1987", "12 XYZ 1987", "12/04/1987", "", "87"] {
            assert_eq!(birth_date(wrong), Err(IdentityError::BirthDate), "{wrong}");
        }
    }

    #[test]
    fn both_genders_in_every_language_and_a_bis_number_as_written() {
        for (written, expected) in
            [("M", Gender::Male), ("F", Gender::Female), ("V", Gender::Female), ("W", Gender::Female)]
        {
            let file = identity_file(&[(6, "85473003317"), (7, "Peeters"), (12, "30 JUL 1985"), (13, written)]);
            let identity = parse_identity(&file).unwrap();
            assert_eq!(identity.gender, expected, "{written}");
            assert_eq!(identity.national_number, "85473003317", "a BIS number is kept as the card has it");
            assert_eq!(identity.first_names, "", "no first name: an empty field, not a problem");
        }
        let file = identity_file(&[(6, "1"), (7, "Peeters"), (12, "1985"), (13, "X")]);
        assert_eq!(parse_identity(&file), Err(IdentityError::Gender));
    }

    #[test]
    fn a_truncated_or_malformed_file_is_an_error_that_quotes_nothing_of_it() {
        let whole = zoe();
        for cut in [whole.len() - 10, 40, 3, 1] {
            let error = parse_identity(&whole[..cut]).unwrap_err();
            assert!(
                matches!(error, IdentityError::Truncated { .. } | IdentityError::Missing { .. }),
                "cut at {cut}: {error:?}"
            );
            let words = error.to_string();
            assert!(!words.contains("Brœck") && !words.contains("87041212345"), "{words}");
        }
        // A length that says more than the file holds.
        assert!(matches!(parse_identity(&[7, 0x85, 0x00, b'x']), Err(IdentityError::Truncated { .. })));
        // A name that is not UTF-8 text.
        let without_name = identity_file(&[(6, "87041212345"), (12, "1987"), (13, "M")]);
        let latin1: Vec<u8> = [field(6, b"87041212345"), field(7, &[0x42, 0xEB, 0x6C]), field(12, b"1987")].concat();
        assert_eq!(parse_identity(&latin1), Err(IdentityError::NotText { tag: 7 }));
        assert_eq!(parse_identity(&without_name), Err(IdentityError::Missing { tag: 7 }));
        assert_eq!(parse_identity(&[]), Err(IdentityError::Missing { tag: 6 }));
    }

    #[test]
    fn a_long_field_s_length_takes_several_bytes() {
        let long_name = "A".repeat(300);
        let file = identity_file(&[(6, "1"), (7, &long_name), (12, "1985"), (13, "M")]);
        assert_eq!(parse_identity(&file).unwrap().last_name, long_name);
    }
}
