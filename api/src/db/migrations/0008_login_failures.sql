-- Failed sign-ins for the sign-in throttle (src/account/loginThrottle.ts), in
-- the database so that every api instance counts the same attempts. One row
-- per failure per key (`account:<email>` or `address:<ip>`); rows older than
-- the throttle's window are deleted as new failures come in.
CREATE TABLE login_failures (
  key       text NOT NULL,
  failed_at bigint NOT NULL
);
CREATE INDEX login_failures_key_time ON login_failures (key, failed_at);
CREATE INDEX login_failures_time ON login_failures (failed_at);
