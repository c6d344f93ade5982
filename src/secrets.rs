//! Where the token lives: the OS keyring when one answers, otherwise memory
//! only for this session. The token is never written anywhere else.

use crate::api::AccessToken;

const KEYRING_SERVICE: &str = "intake-desk";

/// Where a token was kept, so the user can be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenStorage {
    /// In the operating system's keyring; it survives a restart.
    Keyring,
    /// Only in this session's memory; gone when the app closes.
    MemoryOnly,
}

impl TokenStorage {
    /// Where the token is kept, as a message for the connection details.
    pub fn describe(self) -> crate::i18n::Msg {
        crate::i18n::Msg::new(match self {
            TokenStorage::Keyring => "token-kept-in-keyring",
            TokenStorage::MemoryOnly => "token-kept-in-memory",
        })
    }
}

/// Access to the keyring, switchable off (tests, `--base-url` sessions).
#[derive(Clone, Copy, Debug)]
pub struct TokenVault {
    enabled: bool,
}

impl TokenVault {
    pub fn new(enabled: bool) -> TokenVault {
        TokenVault { enabled }
    }

    /// Keeps the token for `account_key` (the environment's API base); blocking.
    pub fn store(&self, account_key: &str, token: &AccessToken) -> TokenStorage {
        if !self.enabled {
            return TokenStorage::MemoryOnly;
        }
        let stored =
            keyring::Entry::new(KEYRING_SERVICE, account_key).and_then(|entry| entry.set_password(token.expose()));
        match stored {
            Ok(()) => TokenStorage::Keyring,
            Err(err) => {
                tracing::info!(error = %err, "system keyring not available; token kept in memory");
                TokenStorage::MemoryOnly
            }
        }
    }

    /// The token kept for `account_key`, if any; blocking.
    pub fn load(&self, account_key: &str) -> Option<AccessToken> {
        if !self.enabled {
            return None;
        }
        let entry = keyring::Entry::new(KEYRING_SERVICE, account_key).ok()?;
        entry.get_password().ok().map(AccessToken::new).filter(|t| !t.is_empty())
    }

    /// Forgets the token for `account_key`; blocking.
    pub fn forget(&self, account_key: &str) {
        if !self.enabled {
            return;
        }
        if let Ok(entry) = keyring::Entry::new(KEYRING_SERVICE, account_key) {
            let _ = entry.delete_credential();
        }
    }
}
