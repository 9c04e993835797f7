-- Canary share steps (issue 63): the running canary's share changed in place
-- (its row keeps its id, so every visitor already in stays in: the browser
-- buckets by visitor, remote and canary release), each change a row of the
-- history:
--   canary_step  source_id: the canary row; percent: the new share;
--                details: { from, to } and, when the canary watch stepped it
--                (created_by 'automatic step'), its figures
ALTER TABLE remote_releases DROP CONSTRAINT remote_releases_action_check;
ALTER TABLE remote_releases ADD CONSTRAINT remote_releases_action_check
  CHECK (action IN ('publish', 'rollback', 'canary', 'promote', 'canary_rollback', 'canary_step'));
