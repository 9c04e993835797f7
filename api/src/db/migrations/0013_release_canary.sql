-- Canary releases (issue 63): a release live for a share of visitors (each
-- visitor chosen stably in the browser), beside the live release of its
-- remote, until it is promoted (live for everyone) or rolled back. Every
-- change is a row of the history as publishes are:
--   canary           the canary starts (percent: its share); canary = true while it runs
--   promote          the canary made live for everyone (source_id: the canary row)
--   canary_rollback  the canary ended, the live release kept (source_id: the canary row)
ALTER TABLE remote_releases DROP CONSTRAINT remote_releases_action_check;
ALTER TABLE remote_releases ADD CONSTRAINT remote_releases_action_check
  CHECK (action IN ('publish', 'rollback', 'canary', 'promote', 'canary_rollback'));
ALTER TABLE remote_releases ADD COLUMN canary boolean NOT NULL DEFAULT false;
ALTER TABLE remote_releases ADD COLUMN percent smallint CHECK (percent BETWEEN 1 AND 99);
ALTER TABLE remote_releases ADD CONSTRAINT remote_releases_canary_share CHECK (NOT canary OR (percent IS NOT NULL AND NOT live));
-- One canary per remote at a time.
CREATE UNIQUE INDEX remote_releases_one_canary ON remote_releases (remote) WHERE canary;
