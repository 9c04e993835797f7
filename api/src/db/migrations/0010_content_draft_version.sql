-- Optimistic concurrency for the editor API (issue 18). Every write to a
-- content page (a draft saved, a publish, an unpublish, a rollback) raises
-- draft_version by one in its own transaction and records who made it, when,
-- and which write it was. A write names the version its editor loaded
-- (If-Match) and is refused when the page has moved on, so two editors cannot
-- overwrite each other's changes unseen.
ALTER TABLE content_pages
  ADD COLUMN draft_version integer NOT NULL DEFAULT 1 CHECK (draft_version > 0),
  ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now(),
  -- The editor's user id, or 'seed'.
  ADD COLUMN changed_by text NOT NULL DEFAULT 'seed',
  ADD COLUMN last_change text NOT NULL DEFAULT 'seed' CHECK (last_change IN ('seed', 'save', 'publish', 'unpublish', 'rollback'));

-- Pages stored before: the draft's last save is the only change on record.
UPDATE content_pages
   SET changed_at = COALESCE(draft_updated_at, created_at),
       changed_by = COALESCE(draft_updated_by, 'seed'),
       last_change = CASE WHEN COALESCE(draft_updated_by, 'seed') = 'seed' THEN 'seed' ELSE 'save' END;
