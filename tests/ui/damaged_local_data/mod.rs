//! What the data folder holds is shown even when part of it is damaged: the activity view
//! lists every readable entry and says how many lines could not be read.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod damaged_files;
mod deleted;
mod security_md;
mod store_at_start;
mod typing_not_kept;
