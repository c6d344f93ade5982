//! The Belgian eID card, as far as registering a patient needs it (issue 32): the identity file
//! (`3F00/DF01/4031`) read by the card's public commands — the BELPIC applet selected by its
//! AID, the file by its path, then read in chunks — and parsed from its TLV into the names, the
//! birth date, the gender and the national number. Nothing else: the photo and the address are
//! never read.
//!
//! No smart-card library here: [`read_identity`] talks to any [`Card`] (the app's PC/SC reader,
//! a test's script). Errors never carry the card's data (a name, a number): only what went
//! wrong and where.

mod identity;

pub use identity::{BirthDate, Gender, Identity, IdentityError, encode_field, parse_identity};

/// The BELPIC applet's identifier (AID).
pub const BELPIC_AID: [u8; 12] = [0xA0, 0x00, 0x00, 0x01, 0x77, 0x50, 0x4B, 0x43, 0x53, 0x2D, 0x31, 0x35];
/// The identity file's path from the master file.
pub const IDENTITY_FILE: [u8; 6] = [0x3F, 0x00, 0xDF, 0x01, 0x40, 0x31];
/// The longest identity file read (the card's is well under 1 KB): a card that keeps sending is
/// not an eID.
pub const MAX_IDENTITY_FILE: usize = 4096;

/// One exchange with a card: a command APDU in, the response (data and the two status bytes)
/// out.
pub trait Card {
    fn transmit(&mut self, command: &[u8]) -> Result<Vec<u8>, CardError>;
}

/// Why the card could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    /// The card left the reader (or was reset) during the read.
    #[error("the card was removed during the read")]
    Removed,
    /// Another program holds the card.
    #[error("the card is in use by another program")]
    InUse,
    /// The card answered, but not as an eID does (no BELPIC applet, no identity file).
    #[error("the card is not a Belgian eID card")]
    NotAnEid,
    /// The transport failed otherwise (the reader's words, without card data).
    #[error("the reader failed: {0}")]
    Reader(String),
    /// The identity file could not be read as one.
    #[error("the identity file cannot be read: {0}")]
    Identity(#[from] IdentityError),
}

/// Reads and parses the identity file of the card.
pub fn read_identity(card: &mut impl Card) -> Result<Identity, CardError> {
    parse_identity(&read_identity_file(card)?).map_err(CardError::Identity)
}

/// The identity file's bytes, read as the card's middleware does: SELECT the applet by AID, the
/// file by its path, then READ BINARY from offset 0 in chunks until the card says the file has
/// ended.
pub fn read_identity_file(card: &mut impl Card) -> Result<Vec<u8>, CardError> {
    // SELECT by AID (first or only occurrence, no response data wanted).
    let mut select_applet = vec![0x00, 0xA4, 0x04, 0x0C, BELPIC_AID.len() as u8];
    select_applet.extend_from_slice(&BELPIC_AID);
    let (_, status) = exchange(card, &select_applet)?;
    // Older cards answer the applet selection with "function not supported" and have the file
    // selectable at once; anything else but success is not an eID.
    if status != SUCCESS && status != [0x6A, 0x81] && status != [0x6D, 0x00] {
        return Err(CardError::NotAnEid);
    }
    let mut select_file = vec![0x00, 0xA4, 0x08, 0x0C, IDENTITY_FILE.len() as u8];
    select_file.extend_from_slice(&IDENTITY_FILE);
    let (_, status) = exchange(card, &select_file)?;
    if status != SUCCESS {
        return Err(CardError::NotAnEid);
    }
    let mut file = Vec::new();
    let mut asked: u8 = 0xF8;
    loop {
        if file.len() > MAX_IDENTITY_FILE {
            return Err(CardError::NotAnEid);
        }
        let offset = file.len() as u16;
        let [high, low] = offset.to_be_bytes();
        let (data, status) = exchange(card, &[0x00, 0xB0, high, low, asked])?;
        match status {
            SUCCESS => {
                let got = data.len();
                file.extend_from_slice(&data);
                // A short chunk is the file's end.
                if got < usize::from(asked) || got == 0 {
                    return Ok(file);
                }
            }
            // "Wrong length: xx available": the last chunk, asked again with its length.
            [0x6C, available] if available > 0 && available != asked => asked = available,
            // Offset beyond the file: it ended exactly at a chunk's end.
            [0x6B, 0x00] if !file.is_empty() => return Ok(file),
            _ => return Err(CardError::NotAnEid),
        }
    }
}

const SUCCESS: [u8; 2] = [0x90, 0x00];

/// One command: its response data and status word.
fn exchange(card: &mut impl Card, command: &[u8]) -> Result<(Vec<u8>, [u8; 2]), CardError> {
    let mut response = card.transmit(command)?;
    // Every card's answer ends with a status word: without one the card stopped answering (the
    // answer pcsc-lite's virtual reader gives for a card pulled out during a command).
    if response.len() < 2 {
        return Err(CardError::Removed);
    }
    let status = response.split_off(response.len() - 2);
    Ok((response, [status[0], status[1]]))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    /// A card that answers as an eID's applet does, from an identity file.
    struct ScriptedCard {
        file: Vec<u8>,
        selected: bool,
        pulled_after: Option<usize>,
        commands: usize,
    }

    impl Card for ScriptedCard {
        fn transmit(&mut self, command: &[u8]) -> Result<Vec<u8>, CardError> {
            self.commands += 1;
            if self.pulled_after.is_some_and(|after| self.commands > after) {
                return Err(CardError::Removed);
            }
            match command {
                [0x00, 0xA4, 0x04, 0x0C, _, aid @ ..] if aid == BELPIC_AID => Ok(vec![0x90, 0x00]),
                [0x00, 0xA4, 0x04, ..] => Ok(vec![0x6A, 0x82]),
                [0x00, 0xA4, 0x08, 0x0C, 6, path @ ..] if path == IDENTITY_FILE => {
                    self.selected = true;
                    Ok(vec![0x90, 0x00])
                }
                [0x00, 0xB0, high, low, le] if self.selected => {
                    let offset = usize::from(u16::from_be_bytes([*high, *low]));
                    if offset > self.file.len() || (offset == self.file.len() && offset > 0) {
                        return Ok(vec![0x6B, 0x00]);
                    }
                    let left = self.file.len() - offset;
                    if left < usize::from(*le) {
                        return Ok(vec![0x6C, left as u8]);
                    }
                    let mut chunk = self.file[offset..offset + usize::from(*le)].to_vec();
                    chunk.extend_from_slice(&[0x90, 0x00]);
                    Ok(chunk)
                }
                _ => Ok(vec![0x6D, 0x00]),
            }
        }
    }

    fn card(file: Vec<u8>) -> ScriptedCard {
        ScriptedCard { file, selected: false, pulled_after: None, commands: 0 }
    }

    fn file(len: usize) -> Vec<u8> {
        (0..len).map(|i| (i % 251) as u8).collect()
    }

    #[test]
    fn the_file_is_read_whole_in_chunks_whatever_its_length() {
        for len in [1, 247, 248, 249, 600] {
            let mut card = card(file(len));
            assert_eq!(read_identity_file(&mut card).unwrap(), file(len), "{len} bytes");
        }
    }

    #[test]
    fn a_card_without_the_applet_is_not_an_eid_and_a_card_pulled_out_says_so() {
        struct Other;
        impl Card for Other {
            fn transmit(&mut self, _: &[u8]) -> Result<Vec<u8>, CardError> {
                Ok(vec![0x6A, 0x82])
            }
        }
        assert_eq!(read_identity_file(&mut Other), Err(CardError::NotAnEid));
        let mut pulled = ScriptedCard { pulled_after: Some(3), ..card(file(600)) };
        assert_eq!(read_identity_file(&mut pulled), Err(CardError::Removed));
    }

    /// pcsc-lite's virtual reader gives an empty answer, and no error, for the command the
    /// card was pulled out during: no card answers without a status word, so the card left.
    #[test]
    fn an_answer_without_a_status_word_is_a_card_that_stopped_answering() {
        struct Gone(usize);
        impl Card for Gone {
            fn transmit(&mut self, command: &[u8]) -> Result<Vec<u8>, CardError> {
                self.0 += 1;
                match self.0 {
                    1 | 2 => Ok(vec![0x90, 0x00]),
                    _ if command[1] == 0xB0 => Ok(vec![0x01]),
                    _ => Ok(Vec::new()),
                }
            }
        }
        assert_eq!(read_identity_file(&mut Gone(0)), Err(CardError::Removed));
        assert_eq!(read_identity_file(&mut Gone(2)), Err(CardError::Removed), "nothing at all");
    }
}
