//! Bearer tokens of the sandbox: issuing JWT-shaped HS256 tokens (a per-instance secret),
//! remembering which were issued, checking membership and expiry, revocation, and the demo
//! credentials accepted by `POST /security-api/token`.

use std::collections::HashMap;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::json;

/// Account accepted by the sandbox token endpoint.
pub const DEMO_ACCOUNT: &str = "demo@sandbox.local";
/// Credential (password) accepted by the sandbox token endpoint.
pub const DEMO_CREDENTIAL: &str = "demo";
/// Tenant accepted by the sandbox token endpoint.
pub const DEMO_TENANT: &str = "sandbox";
/// Token lifetime in seconds (8 hours).
pub const TOKEN_LIFETIME_SECS: i64 = 8 * 60 * 60;

/// Why a token was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokenProblem {
    Missing,
    Unknown,
    Expired,
}

/// Issued tokens and their expiry (unix seconds).
pub(crate) struct TokenStore {
    secret: [u8; 32],
    issued: HashMap<String, i64>,
    default_token: String,
}

fn now_secs() -> i64 {
    jiff::Timestamp::now().as_second()
}

impl TokenStore {
    pub fn new(extra_token: Option<String>) -> Self {
        let mut secret = [0u8; 32];
        secret[..16].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        secret[16..].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        let mut store = TokenStore { secret, issued: HashMap::new(), default_token: String::new() };
        if let Some(extra) = extra_token.filter(|t| !t.trim().is_empty()) {
            store.issued.insert(extra.trim().to_owned(), i64::MAX);
        }
        store.default_token = store.issue(DEMO_ACCOUNT, DEMO_TENANT);
        store
    }

    /// Issues a new token valid for [`TOKEN_LIFETIME_SECS`].
    pub fn issue(&mut self, subject: &str, tenant: &str) -> String {
        let iat = now_secs();
        let exp = iat + TOKEN_LIFETIME_SECS;
        let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"HS256","typ":"JWT"}"#);
        let payload = json!({
            "sub": subject,
            "tenant": tenant,
            "iat": iat,
            "exp": exp,
            "jti": uuid::Uuid::new_v4().to_string(),
            "iss": "intake-desk-sandbox",
        });
        let payload = URL_SAFE_NO_PAD.encode(payload.to_string().as_bytes());
        let signing_input = format!("{header}.{payload}");
        let signature = URL_SAFE_NO_PAD.encode(hmac_sha256(&self.secret, signing_input.as_bytes()));
        let token = format!("{signing_input}.{signature}");
        self.issued.insert(token.clone(), exp);
        token
    }

    /// A valid token; a new one when the current default one is revoked or near expiry.
    pub fn default_token(&mut self) -> String {
        let fresh_enough = self.issued.get(&self.default_token).is_some_and(|exp| *exp - now_secs() > 60 * 60);
        if !fresh_enough {
            self.default_token = self.issue(DEMO_ACCOUNT, DEMO_TENANT);
        }
        self.default_token.clone()
    }

    /// Every token issued so far (and the extra token) becomes invalid.
    pub fn revoke_all(&mut self) {
        self.issued.clear();
        self.default_token = self.issue(DEMO_ACCOUNT, DEMO_TENANT);
    }

    /// Checks an `Authorization` header value.
    pub fn check(&self, authorization: Option<&str>) -> Result<(), TokenProblem> {
        let Some(value) = authorization else {
            return Err(TokenProblem::Missing);
        };
        let value = value.trim();
        let token = match value.split_once(' ') {
            Some((scheme, rest)) if scheme.eq_ignore_ascii_case("bearer") => rest.trim(),
            _ => return Err(TokenProblem::Missing),
        };
        match self.issued.get(token) {
            None => Err(TokenProblem::Unknown),
            Some(exp) if *exp <= now_secs() => Err(TokenProblem::Expired),
            Some(_) => Ok(()),
        }
    }
}

const K: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
];

/// SHA-256 (FIPS 180-4); small and only used to sign sandbox tokens.
fn sha256(message: &[u8]) -> [u8; 32] {
    let mut h: [u32; 8] =
        [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    let mut padded = message.to_vec();
    padded.push(0x80);
    while padded.len() % 64 != 56 {
        padded.push(0);
    }
    padded.extend_from_slice(&((message.len() as u64).wrapping_mul(8)).to_be_bytes());
    for block in padded.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (i, word) in block.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh.wrapping_add(s1).wrapping_add(ch).wrapping_add(K[i]).wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (state, add) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *state = state.wrapping_add(add);
        }
    }
    let mut out = [0u8; 32];
    for (chunk, word) in out.chunks_exact_mut(4).zip(h) {
        chunk.copy_from_slice(&word.to_be_bytes());
    }
    out
}

/// HMAC-SHA256 (RFC 2104).
fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    let mut block_key = [0u8; 64];
    if key.len() > 64 {
        block_key[..32].copy_from_slice(&sha256(key));
    } else {
        block_key[..key.len()].copy_from_slice(key);
    }
    let mut inner = Vec::with_capacity(64 + message.len());
    inner.extend(block_key.iter().map(|b| b ^ 0x36));
    inner.extend_from_slice(message);
    let inner_hash = sha256(&inner);
    let mut outer = Vec::with_capacity(96);
    outer.extend(block_key.iter().map(|b| b ^ 0x5c));
    outer.extend_from_slice(&inner_hash);
    sha256(&outer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn sha256_vectors() {
        assert_eq!(hex(&sha256(b"abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!(hex(&sha256(b"")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assert_eq!(
            hex(&sha256(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        );
    }

    #[test]
    fn hmac_vector_rfc4231_case2() {
        assert_eq!(
            hex(&hmac_sha256(b"Jefe", b"what do ya want for nothing?")),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn issue_check_revoke() {
        let mut store = TokenStore::new(Some("extra".into()));
        let token = store.default_token();
        assert_eq!(token.split('.').count(), 3);
        assert_eq!(store.check(Some(&format!("Bearer {token}"))), Ok(()));
        assert_eq!(store.check(Some("bearer extra")), Ok(()));
        assert_eq!(store.check(None), Err(TokenProblem::Missing));
        assert_eq!(store.check(Some("Bearer nope")), Err(TokenProblem::Unknown));
        store.revoke_all();
        assert_eq!(store.check(Some(&format!("Bearer {token}"))), Err(TokenProblem::Unknown));
        assert_eq!(store.check(Some("Bearer extra")), Err(TokenProblem::Unknown));
        let fresh = store.default_token();
        assert_ne!(fresh, token);
        assert_eq!(store.check(Some(&format!("Bearer {fresh}"))), Ok(()));
    }
}
