//! The pseudo-locale's transform: English accented (still readable) and about 40 % longer, the
//! growth a Dutch, French or German sentence often brings. `fluent-pseudo` accents and doubles
//! a, e, o and u (~30 %); doubling i, y and s first brings it to about 40 %.

use std::borrow::Cow;

/// Applied by Fluent to every text element of a pattern, never to the arguments (names, ids).
pub(super) fn accent_and_lengthen(text: &str) -> Cow<'_, str> {
    let doubled = text.replace('i', "ii").replace('y', "yy").replace('s', "ss");
    Cow::Owned(fluent_pseudo::transform(&doubled, false, true).into_owned())
}
