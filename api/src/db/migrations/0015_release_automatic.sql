-- Automatic rollback (issue 63): the canary watch (src/releases/health) ends
-- a canary, or returns a fresh publish to the release before it, when the
-- field says it does worse. Its row is a canary_rollback or a rollback as a
-- person's would be, by 'automatic rollback', with what caused it:
--   details  the watch's record (kind, releases and windows compared, reasons,
--            figures); null for every other row
ALTER TABLE remote_releases ADD COLUMN details jsonb;
