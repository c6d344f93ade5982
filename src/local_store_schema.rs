//! The profile database's schema: its forward migrations, one per version, never changed once
//! released (a new version adds one).

/// Forward migrations: `MIGRATIONS[n]` takes the schema from version `n` to `n + 1`.
pub(super) const MIGRATIONS: &[&str] = &[
    "
    CREATE TABLE drafts (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        saved_at TEXT NOT NULL,
        body BLOB NOT NULL
    );
    CREATE TABLE activity (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        body BLOB NOT NULL
    );
    CREATE TABLE imported_files (
        name TEXT PRIMARY KEY,
        imported_at TEXT NOT NULL
    );
",
    "
    -- The day's list sent in one go: what was meant and what became of each row
    -- (crate::batch_journal).
    CREATE TABLE batches (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        file_name TEXT NOT NULL,
        finished_at TEXT
    );
    CREATE TABLE batch_rows (
        batch_id TEXT NOT NULL REFERENCES batches(id),
        reference TEXT NOT NULL,
        line INTEGER NOT NULL,
        item BLOB NOT NULL,
        state TEXT NOT NULL,
        state_body BLOB NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (batch_id, reference)
    );
",
    "
    -- The column mapping the user confirmed, per set of headers (crate::batch_journal).
    CREATE TABLE column_mappings (
        headers TEXT PRIMARY KEY,
        mapping BLOB NOT NULL,
        saved_at TEXT NOT NULL
    );
",
    "
    -- Where a batch was made (service, tenant, account: it is sent only there), and who is
    -- sending it now (a process's lease, renewed while it sends) (crate::batch_journal).
    ALTER TABLE batches ADD COLUMN session BLOB;
    ALTER TABLE batches ADD COLUMN lease_owner TEXT;
    ALTER TABLE batches ADD COLUMN lease_until INTEGER;
",
    "
    -- The ledger of filed surveys (crate::filing): one row per filing of a survey, complete
    -- (the activity log is read only a page at a time for its view). Filings an earlier
    -- version recorded only in the activity log are taken from it, every one of them, as
    -- filings of unknown answers.
    CREATE TABLE filed_surveys (
        survey_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        fingerprint TEXT,
        folder TEXT NOT NULL,
        filed_at TEXT NOT NULL,
        PRIMARY KEY (survey_id, version)
    );
    INSERT OR IGNORE INTO filed_surveys (survey_id, version, fingerprint, folder, filed_at)
        SELECT json_extract(CAST(body AS TEXT), '$.surveyId'), 1, NULL,
               COALESCE(json_extract(CAST(body AS TEXT), '$.folder'), ''),
               COALESCE(json_extract(CAST(body AS TEXT), '$.at'), '')
        FROM activity
        WHERE json_valid(CAST(body AS TEXT))
          AND json_extract(CAST(body AS TEXT), '$.action') = 'surveyFiled'
          AND json_type(CAST(body AS TEXT), '$.surveyId') = 'text';
",
    "
    -- A row's claim on a patient's invitation of the day, taken before its request leaves
    -- (crate::batch_journal; the same table as the clinic database's).
    CREATE TABLE invitation_claims (
        key TEXT PRIMARY KEY,
        batch_id TEXT NOT NULL,
        reference TEXT NOT NULL,
        desk TEXT NOT NULL,
        claimed_at TEXT NOT NULL
    );
",
    "
    -- What was sent between two times (Today, Follow-up) found without reading every row ever.
    CREATE INDEX batch_rows_sent ON batch_rows (state, updated_at);
",
    "
    -- The desk that made a batch when another desk did (the demo's colleague); NULL: this desk.
    ALTER TABLE batches ADD COLUMN desk TEXT;
",
];
