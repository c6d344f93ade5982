//! National identification numbers a clinic may use as its patients' external references
//! (issue 32): the Belgian national register number (INSZ / NISS, and BIS numbers for people
//! not in the register), the Dutch citizen service number (BSN) and the Luxembourg national
//! identification number (matricule). Each is checked by its published check digits; none is
//! ever logged or shown in an error (an error says what is wrong, not the number).

/// What is wrong with a number typed or read as a national number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberProblem {
    /// Not the number of digits the number has (separators such as `.`, `-`, ` ` aside).
    Length { expected: usize },
    /// Something other than digits and separators.
    NotDigits,
    /// The check digits do not match: a digit was mistyped (or swapped).
    CheckDigits,
    /// The birth date it holds is no date.
    Date,
    /// As a reference that should be any national number: not 11 digits (Belgium), 9 (the
    /// Netherlands) or 13 (Luxembourg).
    NoCountrysLength,
}

/// The country whose national number a reference is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Country {
    Belgium,
    Netherlands,
    Luxembourg,
}

/// A national number of Belgium, the Netherlands or Luxembourg, told apart by its length (11,
/// 9 and 13 digits), its check digits holding: the country and the digits alone, the one way
/// the number is kept whatever way it was typed (`85.07.30-033.28` → `85073003328`).
pub fn read_any(text: &str) -> Result<(Country, String), NumberProblem> {
    let found = digits(text)?;
    let country = match found.len() {
        11 => belgian(text).map(|_| Country::Belgium)?,
        9 => dutch_bsn(text).map(|()| Country::Netherlands)?,
        13 => luxembourg_matricule(text).map(|_| Country::Luxembourg)?,
        _ => return Err(NumberProblem::NoCountrysLength),
    };
    Ok((country, found.iter().map(|digit| char::from(b'0' + digit)).collect()))
}

/// The forms a national number may be on record under, the digits alone first: a clinic that
/// kept its references as typed before it said they are national numbers has `85.07.30-033.28`
/// on record where the app now keeps `85073003328`. Besides the digits, each country's usual
/// written form (Belgium `YY.MM.DD-SSS.CC` as the eID card and the register print it, the
/// Netherlands `DDDD.DD.DDD`, Luxembourg `YYYY MMDD SSS CC`) and the text as typed. Empty when
/// `text` is no national number.
pub fn written_forms(text: &str) -> Vec<String> {
    let Ok((country, digits)) = read_any(text) else { return Vec::new() };
    let part = |from: usize, to: usize| &digits[from..to];
    let written = match country {
        Country::Belgium => {
            format!("{}.{}.{}-{}.{}", part(0, 2), part(2, 4), part(4, 6), part(6, 9), part(9, 11))
        }
        Country::Netherlands => format!("{}.{}.{}", part(0, 4), part(4, 6), part(6, 9)),
        Country::Luxembourg => format!("{} {} {} {}", part(0, 4), part(4, 8), part(8, 11), part(11, 13)),
    };
    let mut forms = vec![digits.clone(), written, text.trim().to_owned()];
    let mut seen = std::collections::BTreeSet::new();
    forms.retain(|form| seen.insert(form.clone()));
    forms
}

/// Which kind of Belgian number it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BelgianKind {
    /// The national register number (INSZ / NISS / RRN).
    Register,
    /// A BIS number (people not in the national register): the month is raised by 20 (sex not
    /// known when it was given) or 40 (sex known).
    Bis,
}

/// A Belgian national number whose check digits hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BelgianNumber {
    pub kind: BelgianKind,
    /// The birth date it holds, when it holds a whole one (some numbers give only the year, or
    /// nothing: month or day `00`).
    pub birth_date: Option<jiff::civil::Date>,
    /// `Some(true)` for an odd sequence number (a man, by the register's rule), `Some(false)`
    /// for an even one, `None` where a BIS number was given without the sex.
    pub odd_sequence: Option<bool>,
}

/// The digits of `text`, separators (` `, `.`, `-`, `/`) dropped.
fn digits(text: &str) -> Result<Vec<u8>, NumberProblem> {
    let mut found = Vec::new();
    for character in text.trim().chars() {
        match character {
            '0'..='9' => found.push(character as u8 - b'0'),
            ' ' | '.' | '-' | '/' => {}
            _ => return Err(NumberProblem::NotDigits),
        }
    }
    Ok(found)
}

fn number(digits: &[u8]) -> u64 {
    digits.iter().fold(0, |number, digit| number * 10 + u64::from(*digit))
}

/// Checks a Belgian national register or BIS number (`85.07.30-033.28`, `85073003328`): the
/// check number is 97 minus the first nine digits modulo 97 — for people born from 2000 on,
/// of those digits preceded by a 2.
pub fn belgian(text: &str) -> Result<BelgianNumber, NumberProblem> {
    let digits = digits(text)?;
    if digits.len() != 11 {
        return Err(NumberProblem::Length { expected: 11 });
    }
    let base = number(&digits[..9]);
    let check = number(&digits[9..]);
    let before_2000 = 97 - base % 97 == check;
    let from_2000 = 97 - (2_000_000_000 + base) % 97 == check;
    if !before_2000 && !from_2000 {
        return Err(NumberProblem::CheckDigits);
    }
    let year = number(&digits[0..2]) as i16 + if from_2000 && !before_2000 { 2000 } else { 1900 };
    let raw_month = number(&digits[2..4]) as i8;
    let day = number(&digits[4..6]) as i8;
    let (kind, month, sex_known) = match raw_month {
        0..=12 => (BelgianKind::Register, raw_month, true),
        20..=32 => (BelgianKind::Bis, raw_month - 20, false),
        40..=52 => (BelgianKind::Bis, raw_month - 40, true),
        _ => return Err(NumberProblem::Date),
    };
    // Month or day 00: the birth date is (partly) unknown, which the register allows.
    let birth_date = if month == 0 || day == 0 {
        None
    } else {
        Some(jiff::civil::Date::new(year, month, day).map_err(|_| NumberProblem::Date)?)
    };
    let sequence = number(&digits[6..9]);
    Ok(BelgianNumber { kind, birth_date, odd_sequence: sex_known.then_some(sequence % 2 == 1) })
}

/// Checks a Dutch citizen service number (BSN, 9 digits) by the "11-test": the digits weighted
/// 9, 8, …, 2 and the last −1 sum to a multiple of 11.
pub fn dutch_bsn(text: &str) -> Result<(), NumberProblem> {
    let digits = digits(text)?;
    if digits.len() != 9 {
        return Err(NumberProblem::Length { expected: 9 });
    }
    let weighted: i64 = digits[..8].iter().zip((2..=9).rev()).map(|(digit, weight)| i64::from(*digit) * weight).sum();
    let total = weighted - i64::from(digits[8]);
    if total % 11 != 0 || number(&digits) == 0 {
        return Err(NumberProblem::CheckDigits);
    }
    Ok(())
}

/// Checks a Luxembourg national identification number (matricule, 13 digits: the birth date
/// `YYYYMMDD`, three digits, then a Luhn check digit and a Verhoeff check digit, each over the
/// first eleven digits).
pub fn luxembourg_matricule(text: &str) -> Result<jiff::civil::Date, NumberProblem> {
    let digits = digits(text)?;
    if digits.len() != 13 {
        return Err(NumberProblem::Length { expected: 13 });
    }
    let body = &digits[..11];
    if luhn_check_digit(body) != digits[11] || verhoeff_check_digit(body) != digits[12] {
        return Err(NumberProblem::CheckDigits);
    }
    let year = number(&digits[0..4]) as i16;
    let month = number(&digits[4..6]) as i8;
    let day = number(&digits[6..8]) as i8;
    jiff::civil::Date::new(year, month, day).map_err(|_| NumberProblem::Date)
}

/// The Luhn check digit of `body`.
fn luhn_check_digit(body: &[u8]) -> u8 {
    let sum: u32 = body
        .iter()
        .rev()
        .enumerate()
        .map(|(index, digit)| {
            let digit = u32::from(*digit);
            if index % 2 == 0 {
                let doubled = digit * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                digit
            }
        })
        .sum();
    ((10 - sum % 10) % 10) as u8
}

/// The Verhoeff check digit of `body` (the dihedral group D5's tables).
fn verhoeff_check_digit(body: &[u8]) -> u8 {
    const MULTIPLY: [[u8; 10]; 10] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
        [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
        [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    ];
    const PERMUTE: [[u8; 10]; 8] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
        [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
        [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
    ];
    const INVERSE: [u8; 10] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
    let mut check = 0_u8;
    for (index, digit) in body.iter().rev().enumerate() {
        check = MULTIPLY[usize::from(check)][usize::from(PERMUTE[(index + 1) % 8][usize::from(*digit)])];
    }
    INVERSE[usize::from(check)]
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_belgian_number_is_checked_by_modulo_97_with_the_rule_for_those_born_from_2000() {
        // Made-up persons, checked against python-stdnum's be.nn and be.bis too.
        let before = belgian("85.07.30-033.28").unwrap();
        assert_eq!(before.kind, BelgianKind::Register);
        assert_eq!(before.birth_date, Some(jiff::civil::date(1985, 7, 30)));
        assert_eq!(before.odd_sequence, Some(true));
        let after = belgian("17073003384").unwrap();
        assert_eq!(after.birth_date, Some(jiff::civil::date(2017, 7, 30)));
        assert_eq!(after.odd_sequence, Some(true));
        assert_eq!(belgian("85.07.30-033.29"), Err(NumberProblem::CheckDigits), "one digit off");
        assert_eq!(belgian("85.07.30-033.2"), Err(NumberProblem::Length { expected: 11 }));
        assert_eq!(belgian("85.07.3O-033.28"), Err(NumberProblem::NotDigits), "a letter O");
    }

    #[test]
    fn a_bis_number_has_its_month_raised_by_20_or_40() {
        // 40 added: the sex was known when it was given.
        let base = 854_730_033_u64;
        let bis = format!("{base}{:02}", 97 - base % 97);
        let number = belgian(&bis).unwrap();
        assert_eq!(number.kind, BelgianKind::Bis);
        assert_eq!(number.birth_date, Some(jiff::civil::date(1985, 7, 30)));
        assert_eq!(number.odd_sequence, Some(true));
        // 20 added: it was not.
        let base = 852_730_034_u64;
        let number = belgian(&format!("{base}{:02}", 97 - base % 97)).unwrap();
        assert_eq!((number.kind, number.odd_sequence), (BelgianKind::Bis, None));
        // A month no number has.
        let base = 851_730_034_u64;
        assert_eq!(belgian(&format!("{base}{:02}", 97 - base % 97)), Err(NumberProblem::Date));
    }

    #[test]
    fn a_dutch_bsn_passes_the_11_test() {
        assert_eq!(dutch_bsn("111222333"), Ok(()));
        assert_eq!(dutch_bsn("123456782"), Ok(()));
        assert_eq!(dutch_bsn("1112.22.333"), Ok(()), "written with dots");
        assert_eq!(dutch_bsn("111222334"), Err(NumberProblem::CheckDigits));
        assert_eq!(dutch_bsn("000000000"), Err(NumberProblem::CheckDigits));
        assert_eq!(dutch_bsn("12345678"), Err(NumberProblem::Length { expected: 9 }));
    }

    #[test]
    fn a_luxembourg_matricule_has_a_luhn_and_a_verhoeff_digit() {
        // 1893 12 01 234, then 8 (Luhn) and 2 (Verhoeff): the digits python-stdnum's luhn and
        // verhoeff modules compute for 18931201234.
        assert_eq!(luhn_check_digit(&[1, 8, 9, 3, 1, 2, 0, 1, 2, 3, 4]), 8);
        assert_eq!(verhoeff_check_digit(&[1, 8, 9, 3, 1, 2, 0, 1, 2, 3, 4]), 2);
        assert_eq!(luxembourg_matricule("1893120123482"), Ok(jiff::civil::date(1893, 12, 1)));
        assert_eq!(luxembourg_matricule("1893 1201 234 82"), Ok(jiff::civil::date(1893, 12, 1)));
        assert_eq!(luxembourg_matricule("1893120123483"), Err(NumberProblem::CheckDigits), "Verhoeff");
        assert_eq!(luxembourg_matricule("1893120123472"), Err(NumberProblem::CheckDigits), "Luhn");
        // Verhoeff catches the swap of two neighbouring digits, which Luhn may not.
        assert_eq!(verhoeff_check_digit(&[2, 3, 6]), 3);
    }

    #[test]
    fn any_national_number_is_told_by_its_length_and_kept_as_its_digits() {
        assert_eq!(read_any(" 85.07.30-033.28 "), Ok((Country::Belgium, "85073003328".to_owned())));
        assert_eq!(read_any("1112 22 333"), Ok((Country::Netherlands, "111222333".to_owned())));
        assert_eq!(read_any("1893 1201 234 82"), Ok((Country::Luxembourg, "1893120123482".to_owned())));
        // Each length checked by its own country's rule.
        assert_eq!(read_any("85.07.30-033.29"), Err(NumberProblem::CheckDigits));
        assert_eq!(read_any("111222334"), Err(NumberProblem::CheckDigits));
        assert_eq!(read_any("1893120123483"), Err(NumberProblem::CheckDigits));
        assert_eq!(read_any("1234567890"), Err(NumberProblem::NoCountrysLength), "10 digits");
        assert_eq!(read_any(""), Err(NumberProblem::NoCountrysLength));
        assert_eq!(read_any("P-000123"), Err(NumberProblem::NotDigits), "a clinic's own numbering");
    }

    #[test]
    fn a_national_number_is_looked_for_as_its_digits_then_as_it_is_usually_written() {
        assert_eq!(written_forms("85073003328"), ["85073003328", "85.07.30-033.28"]);
        assert_eq!(written_forms(" 850730 033 28 "), ["85073003328", "85.07.30-033.28", "850730 033 28"]);
        assert_eq!(written_forms("111222333"), ["111222333", "1112.22.333"]);
        assert_eq!(written_forms("1893120123482"), ["1893120123482", "1893 1201 234 82"]);
        assert!(written_forms("P-000123").is_empty(), "a clinic's own numbering has one form");
        assert!(written_forms("85.07.30-033.29").is_empty(), "no national number");
    }
}
