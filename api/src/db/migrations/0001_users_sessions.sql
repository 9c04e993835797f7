-- Customers and shopper sessions. A session without user_id is a guest.
CREATE TABLE users (
  id             text PRIMARY KEY,
  email          text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  first_name     text,
  affiliate_id   text NOT NULL,
  premier_expiry date,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id         text PRIMARY KEY,
  user_id    text REFERENCES users(id) ON DELETE CASCADE,
  csrf       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id ON sessions(user_id);
