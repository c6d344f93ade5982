//! Which column holds which patient field: guessed from the header names clinics' agendas and
//! EHRs use in Dutch, French, German and English, for the user to confirm or change. Each column
//! serves one field at most; a field no header names stays unmapped.

use std::collections::BTreeMap;

/// What a column can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Target {
    FirstName,
    LastName,
    Birthdate,
    Gender,
    Language,
    Email,
    Phone,
    ExternalReference,
    /// The invitation channel of the row (e-mail or SMS), when the file has one.
    Channel,
    /// The appointment's date and time, when the file has them (kept for the follow-up).
    Appointment,
}

impl Target {
    pub const ALL: [Target; 10] = [
        Target::ExternalReference,
        Target::FirstName,
        Target::LastName,
        Target::Birthdate,
        Target::Gender,
        Target::Language,
        Target::Email,
        Target::Phone,
        Target::Channel,
        Target::Appointment,
    ];

    /// A stable name for the field, for keeping a mapping (never shown).
    pub fn key(self) -> &'static str {
        match self {
            Target::FirstName => "firstName",
            Target::LastName => "lastName",
            Target::Birthdate => "birthdate",
            Target::Gender => "gender",
            Target::Language => "language",
            Target::Email => "email",
            Target::Phone => "phone",
            Target::ExternalReference => "externalReference",
            Target::Channel => "channel",
            Target::Appointment => "appointment",
        }
    }

    pub fn from_key(key: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|target| target.key() == key)
    }

    /// Header names that mean this field, already [`normalised`]. Whole names first: a header
    /// equal to one of them wins over a header that only contains one.
    fn names(self) -> &'static [&'static str] {
        match self {
            Target::FirstName => {
                &["firstname", "givenname", "forename", "voornaam", "roepnaam", "prenom", "vorname", "first"]
            }
            Target::LastName => &[
                "lastname",
                "surname",
                "familyname",
                "achternaam",
                "familienaam",
                "naam",
                "nom",
                "nomdefamille",
                "nachname",
                "familienname",
                "name",
                "last",
            ],
            Target::Birthdate => &[
                "birthdate",
                "dateofbirth",
                "dob",
                "birthday",
                "geboortedatum",
                "geboren",
                "datedenaissance",
                "naissance",
                "ddn",
                "geburtsdatum",
                "geboren am",
                "gebdatum",
            ],
            Target::Gender => &["gender", "sex", "geslacht", "sexe", "genre", "geschlecht"],
            Target::Language => &["language", "taal", "langue", "sprache", "lang"],
            Target::Email => {
                &["email", "emailaddress", "mail", "emailadres", "courriel", "adresseemail", "emailadresse"]
            }
            Target::Phone => &[
                "phone",
                "mobile",
                "mobilephone",
                "cellphone",
                "telephone",
                "gsm",
                "telefoon",
                "mobiel",
                "gsmnummer",
                "telefoonnummer",
                "portable",
                "tel",
                "telefon",
                "handy",
                "mobilnummer",
                "telefonnummer",
            ],
            Target::ExternalReference => &[
                "externalreference",
                "reference",
                "referentie",
                "externereferentie",
                "referenz",
                "externereferenz",
                "mrn",
                "patientid",
                "patientnumber",
                "patientnr",
                "patientnummer",
                "dossiernummer",
                "dossiernr",
                "patiëntnummer",
                "numerodedossier",
                "numeropatient",
                "dossier",
                "referenceexterne",
                "ref",
                "patientennummer",
                "fallnummer",
                "id",
            ],
            Target::Channel => &["channel", "kanaal", "canal", "kanal", "invitation", "uitnodiging", "einladung"],
            Target::Appointment => &[
                "appointment",
                "appointmentdate",
                "appointmenttime",
                "afspraak",
                "datumafspraak",
                "afspraakdatum",
                "rendezvous",
                "rdv",
                "daterendezvous",
                "datedurdv",
                "daterdv",
                "termin",
                "termindatum",
                "consultation",
                "consult",
                "raadpleging",
                "sprechstunde",
            ],
        }
    }
}

/// Which column (by index) serves which field.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mapping {
    pub columns: BTreeMap<Target, usize>,
}

impl Mapping {
    pub fn column(&self, target: Target) -> Option<usize> {
        self.columns.get(&target).copied()
    }

    /// Points `target` at `column` (or at nothing); a column already serving another field is
    /// taken from it.
    pub fn set(&mut self, target: Target, column: Option<usize>) {
        self.columns.remove(&target);
        if let Some(column) = column {
            self.columns.retain(|_, used| *used != column);
            self.columns.insert(target, column);
        }
    }
}

/// What identifies a set of headers: the same columns, in the same order, whatever their case,
/// accents or punctuation (so tomorrow's export of the same agenda finds today's mapping).
pub fn headers_key(headers: &[String]) -> String {
    headers.iter().map(|header| normalised(header)).collect::<Vec<_>>().join("\u{1f}")
}

/// A header as it is compared: lower case, without accents, spaces, dots, dashes or underscores
/// ("E-mail adres" → "emailadres", "Prénom" → "prenom", "Geb.-Datum" → "gebdatum").
pub fn normalised(header: &str) -> String {
    header.chars().flat_map(char::to_lowercase).map(without_accent).filter(|c| c.is_alphanumeric()).collect()
}

/// A lower-case letter of the clinics' languages without its accent (é → e, ç → c, ß → s), for
/// matching words as people write them with or without; any other character as it is. The
/// app matches typed language names with it too.
pub fn without_accent(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => 'a',
        'ç' => 'c',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'ÿ' => 'y',
        'ß' => 's',
        other => other,
    }
}

/// The guess for a header row: first every header that is exactly a known name, then every
/// header that contains one (longer names first, so "geboortedatum" is not taken for "naam").
pub fn guess(headers: &[String]) -> Mapping {
    let headers: Vec<String> = headers.iter().map(|header| normalised(header)).collect();
    let mut mapping = Mapping::default();
    let mut used = vec![false; headers.len()];
    let mut assign = |mapping: &mut Mapping, matches: &dyn Fn(&str, &str) -> bool| {
        for target in Target::ALL {
            if mapping.columns.contains_key(&target) {
                continue;
            }
            let mut names: Vec<String> = target.names().iter().map(|name| normalised(name)).collect();
            names.sort_by_key(|name| std::cmp::Reverse(name.len()));
            let found = names.iter().find_map(|name| {
                headers.iter().enumerate().find(|(column, header)| !used[*column] && matches(header, name))
            });
            if let Some((column, _)) = found {
                used[column] = true;
                mapping.columns.insert(target, column);
            }
        }
    };
    assign(&mut mapping, &|header, name| header == name);
    // Containment only for names long enough not to be found by chance inside other words.
    assign(&mut mapping, &|header, name| name.len() >= 4 && header.contains(name));
    mapping
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn headers(names: &[&str]) -> Vec<String> {
        names.iter().map(|name| (*name).to_owned()).collect()
    }

    #[test]
    fn the_headers_of_each_language_are_recognised() {
        let exports = [
            vec!["Patiëntnummer", "Voornaam", "Achternaam", "Geboortedatum", "Geslacht", "Taal", "E-mail", "GSM"],
            vec!["N° de dossier", "Prénom", "Nom", "Date de naissance", "Sexe", "Langue", "Courriel", "Téléphone"],
            vec!["Patientennummer", "Vorname", "Nachname", "Geburtsdatum", "Geschlecht", "Sprache", "E-Mail", "Handy"],
            vec!["MRN", "First name", "Last name", "Date of birth", "Gender", "Language", "Email", "Mobile phone"],
        ];
        let expected = [
            Target::ExternalReference,
            Target::FirstName,
            Target::LastName,
            Target::Birthdate,
            Target::Gender,
            Target::Language,
            Target::Email,
            Target::Phone,
        ];
        for export in exports {
            let mapping = guess(&headers(&export));
            for (column, target) in expected.iter().enumerate() {
                assert_eq!(mapping.column(*target), Some(column), "{target:?} in {export:?}");
            }
            assert_eq!(mapping.column(Target::Channel), None);
        }
    }

    #[test]
    fn a_column_serves_one_field_and_unknown_headers_none() {
        let mapping = guess(&headers(&["Naam", "Naam partner", "Opmerking", "Kanaal", "Tijdstip"]));
        assert_eq!(mapping.column(Target::LastName), Some(0));
        assert_eq!(mapping.column(Target::Channel), Some(3));
        assert_eq!(mapping.columns.len(), 2, "{mapping:?}");
    }

    #[test]
    fn an_appointment_column_is_found_by_its_name_in_each_language() {
        for header in ["Afspraak", "Datum afspraak", "Rendez-vous", "Date du RDV", "Termin", "Appointment"] {
            let mapping = guess(&headers(&["Naam", "Voornaam", header, "Geboortedatum"]));
            assert_eq!(mapping.column(Target::Appointment), Some(2), "{header}");
            assert_eq!(mapping.column(Target::Birthdate), Some(3), "{header}: the birthdate stays the birthdate");
        }
        assert_eq!(guess(&headers(&["Naam", "Voornaam"])).column(Target::Appointment), None, "optional");
    }

    #[test]
    fn a_reference_column_is_found_by_its_name_in_each_language() {
        for header in ["Referentie", "Externe referentie", "Référence", "Referenz", "External reference", "MRN"] {
            let mapping = guess(&headers(&["Naam", header, "Voornaam"]));
            assert_eq!(mapping.column(Target::ExternalReference), Some(1), "{header}");
        }
    }

    #[test]
    fn the_user_can_point_a_field_elsewhere() {
        let mut mapping = guess(&headers(&["Voornaam", "Achternaam", "Roepnaam"]));
        mapping.set(Target::FirstName, Some(2));
        assert_eq!(mapping.column(Target::FirstName), Some(2));
        mapping.set(Target::LastName, Some(2));
        assert_eq!(mapping.column(Target::LastName), Some(2));
        assert_eq!(mapping.column(Target::FirstName), None, "the column is taken from the first field");
        mapping.set(Target::LastName, None);
        assert!(mapping.columns.is_empty());
    }

    #[test]
    fn headers_are_compared_without_case_accents_or_punctuation() {
        assert_eq!(normalised("E-mail adres"), "emailadres");
        assert_eq!(normalised("Prénom"), "prenom");
        assert_eq!(normalised("Geb.-Datum"), "gebdatum");
        assert_eq!(normalised("  GSM-nummer "), "gsmnummer");
    }
}
