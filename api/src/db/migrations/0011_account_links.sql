-- One-time links sent by email (src/account/accountLinks.ts): a password
-- reset (spec 2's /reset-password) and a sign-in link (/sign-in-link). Only
-- the token's SHA-256 is kept, so a copy of the database opens no account.
-- A link is used by setting used_at in the same statement that checks it,
-- so it works once even when two arrive together.
CREATE TABLE account_links (
  token_hash text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('password-reset', 'sign-in-link')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX account_links_user ON account_links (user_id, purpose);

-- Mail for the mail service to send (a transactional outbox: the message is
-- stored in the same transaction as what it speaks of, and sent after). The
-- mail service renders the template in the fascia's language, with the
-- fascia's own host before the link's path, and sets sent_at.
CREATE TABLE mail_outbox (
  id         bigserial PRIMARY KEY,
  to_address text NOT NULL,
  template   text NOT NULL,
  fascia     text NOT NULL,
  link       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz
);
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), template, created_at);
