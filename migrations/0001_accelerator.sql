-- The accelerator's data (issue 14): accounts and sessions, a double-entry ledger whose user
-- balances can never go negative, and the accelerations with their events. Applied by
-- `npm start` and by the tests (wrangler D1 migrations).

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT,
  -- pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>; never leaves the server.
  password_hash TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'disabled')),
  -- Out of the waitlist: may accelerate.
  has_access INTEGER NOT NULL DEFAULT 0 CHECK (has_access IN (0, 1)),
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- A session is known by the SHA-256 of its cookie's token, so a leaked table logs nobody in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_user ON sessions(user_id);

-- Fixed-window counters: login attempts per address, per account, and other guarded calls.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);

-- The ledger. Every journal's entries sum to zero; a user's available and held balances are kept
-- beside their entries and may never go below zero (the CHECK fails the whole batch instead).
CREATE TABLE ledger_accounts (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('available', 'held', 'deposits', 'operator', 'revenue', 'pools')),
  balance INTEGER NOT NULL DEFAULT 0,
  CHECK (kind NOT IN ('available', 'held') OR balance >= 0)
);
INSERT INTO ledger_accounts (id, kind) VALUES
  ('system:deposits', 'deposits'),
  ('system:operator', 'operator'),
  ('system:revenue', 'revenue'),
  ('system:pools', 'pools');

CREATE TABLE journals (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'credit', 'hold', 'release', 'charge')),
  user_id INTEGER NOT NULL REFERENCES users(id),
  txid TEXT,
  acceleration_id INTEGER REFERENCES accelerations(id),
  memo TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- One journal per fact (a deposit output, an acceleration's hold or settlement): a repeat fails.
  dedupe_key TEXT UNIQUE
);
CREATE INDEX journals_by_user ON journals(user_id, created_at);

CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  journal_id TEXT NOT NULL REFERENCES journals(id),
  account_id TEXT NOT NULL REFERENCES ledger_accounts(id),
  amount INTEGER NOT NULL,
  balance_after INTEGER NOT NULL
);
CREATE INDEX ledger_entries_by_account ON ledger_entries(account_id, id);

CREATE TABLE accelerations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  txid TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('requested', 'accelerating', 'completed', 'failed')),
  max_bid INTEGER NOT NULL CHECK (max_bid >= 0),
  base_fee INTEGER NOT NULL,
  vsize_fee INTEGER NOT NULL,
  effective_vsize INTEGER NOT NULL,
  effective_fee INTEGER NOT NULL,
  -- JSON array of the partner pools' unique ids that accepted it.
  pools TEXT NOT NULL DEFAULT '[]',
  fee_paid INTEGER NOT NULL DEFAULT 0,
  bid_boost INTEGER,
  boost_rate REAL,
  block_hash TEXT,
  block_height INTEGER,
  mined_by_pool INTEGER,
  canceled INTEGER NOT NULL DEFAULT 0,
  fail_reason TEXT,
  added INTEGER NOT NULL,
  last_updated INTEGER NOT NULL
);
-- One running acceleration per transaction, whoever asks: a second one fails its whole batch.
CREATE UNIQUE INDEX one_running_acceleration_per_tx ON accelerations(txid) WHERE status IN ('requested', 'accelerating');
CREATE INDEX accelerations_by_user ON accelerations(user_id, added);
CREATE INDEX accelerations_by_status ON accelerations(status, added);

CREATE TABLE acceleration_events (
  acceleration_id INTEGER NOT NULL REFERENCES accelerations(id),
  event TEXT NOT NULL,
  timestamp INTEGER NOT NULL
);
CREATE INDEX acceleration_events_by_acceleration ON acceleration_events(acceleration_id);

-- Devnet test coins sent to deposit addresses (one running payment per account).
CREATE TABLE test_coin_payments (
  txid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
