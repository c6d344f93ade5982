//! A message to be worded later: its Fluent id and its arguments. State keeps these instead of
//! sentences, so the words follow the language chosen at the moment they are shown.

use std::borrow::Cow;

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as it is (a name, an id, a file path, what the service said).
    Text(String),
    /// A number: Fluent chooses the plural form by it.
    Number(f64),
    /// Another message, worded in the same language (a field name inside a sentence).
    Message(Msg),
    /// A calendar date, in the language's date form.
    Date(jiff::civil::Date),
    /// A moment inside a sentence, in local time, its date written out ("12 maart 2026 10:30"):
    /// unambiguous where a short date could be read either way.
    Time(jiff::Timestamp),
    /// Several values, each worded, joined by the language's list separator ("first name, e-mail").
    List(Vec<Arg>),
    /// Several whole sentences, each worded, one after the other.
    Sentences(Vec<Msg>),
}

/// A message id with its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg { id: id.into(), args: Vec::new() }
    }

    /// Adds an argument: `Msg::new("patients-found").with("count", 3)`.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }
}

impl From<&'static str> for Msg {
    fn from(id: &'static str) -> Msg {
        Msg::new(id)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Message(msg)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(i8, i16, i32, i64, u8, u16, u32, u64, usize, f32, f64);

/// `msg!("id")` or `msg!("id", name = value, …)`: a [`Msg`] in one line.
#[macro_export]
macro_rules! msg {
    ($id:expr) => { $crate::i18n::Msg::new($id) };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Msg::new($id)$(.with(stringify!($name), $value))+
    };
}
