//! Connecting: a token (pasted, from the command line, the keyring's, or the app's own sign-in)
//! held to the IT policy's locks, checked against the service with one request, and only then
//! handed to the worker, so a failed switch changes nothing.

use tokio::sync::mpsc;

use super::{Adopt, ConnectedInfo, EventKind, EventSink, RequestId, Worker, flows};
use crate::api::token::request_token;
use crate::api::{AccessToken, Client, ClientOptions, Credentials, Environment};
use crate::secrets::{TokenStorage, TokenVault};

/// What a connection task needs: it checks a token against the service and hands the client
/// to the worker only when the service accepted it, so a failed switch changes nothing.
pub(super) struct Connector {
    options: ClientOptions,
    /// The tenant and healthcare-service locks every token is held to before it is used.
    policy: crate::policy::Policy,
    use_keyring: bool,
    events: EventSink,
    adopt: mpsc::UnboundedSender<Adopt>,
}

impl Connector {
    /// The app's own sign-in: credentials outside the policy's locks are never sent to the
    /// token host; the token it gives is then used as [`Connector::run`] says.
    pub(super) async fn sign_in(self, id: RequestId, environment: Environment, credentials: Credentials) {
        if let Err(error) = self.policy.admits_token(&AccessToken::new(""), Some(&credentials)) {
            self.events.send(id, EventKind::Connected { environment, result: Err(error) });
            return;
        }
        match request_token(&environment, &self.options, &credentials).await {
            Ok(token) => self.run(id, environment, token, Some(&credentials), true).await,
            Err(error) => self.events.send(id, EventKind::Connected { environment, result: Err(error) }),
        }
    }

    /// The token the keyring keeps for `environment`, if any, used as any other token is.
    pub(super) async fn resume(self, id: RequestId, environment: Environment, vault: TokenVault) {
        let key = environment.api_base().to_owned();
        let token = tokio::task::spawn_blocking(move || vault.load(&key)).await.ok().flatten();
        match token {
            // It came from the keyring, so it is (still) kept there.
            Some(token) => self.run(id, environment, token, None, true).await,
            None => self.events.send(id, EventKind::NothingToResume { environment }),
        }
    }

    /// Uses `token` on `environment`: held to the policy's locks first (`signed_in_with`: the
    /// app's own sign-in asked for it with these credentials), then checked with one request,
    /// then adopted.
    pub(super) async fn run(
        self,
        id: RequestId,
        environment: Environment,
        token: AccessToken,
        signed_in_with: Option<&crate::api::Credentials>,
        remember: bool,
    ) {
        if let Err(error) = self.policy.admits_token(&token, signed_in_with) {
            tracing::warn!("refused: the token is outside the IT policy's locks; nothing was sent");
            self.events.send(id, EventKind::Connected { environment, result: Err(error) });
            return;
        }
        let client = match Client::new(&environment, token.clone(), &self.options) {
            Ok(client) => client,
            Err(error) => {
                self.events.send(id, EventKind::Connected { environment, result: Err(error) });
                return;
            }
        };
        if let Err(error) = flows::check_connection(&client).await {
            self.events.send(id, EventKind::Connected { environment, result: Err(error) });
            return;
        }
        let vault = TokenVault::new(self.use_keyring && remember);
        let key = environment.api_base().to_owned();
        let kept = token.clone();
        let storage =
            tokio::task::spawn_blocking(move || vault.store(&key, &kept)).await.unwrap_or(TokenStorage::MemoryOnly);
        let info = ConnectedInfo { token, storage };
        let _ = self.adopt.send(Adopt::Client { id, environment, client, info });
    }
}

impl Worker {
    pub(super) fn connector(&self) -> Connector {
        Connector {
            options: self.options.client.clone(),
            policy: self.options.policy.clone(),
            use_keyring: self.options.use_keyring,
            events: self.events.clone(),
            adopt: self.adopt.clone(),
        }
    }
}
