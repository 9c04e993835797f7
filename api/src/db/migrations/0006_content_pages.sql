-- Content pages (spec 3, architecture §7 "Content pages") and editors.
-- A user is a customer (the default) or an editor; only editors change content pages.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'editor'));

-- One row per fascia and path: the draft editors work on, kept apart from
-- what shoppers see (published_version, null while unpublished).
CREATE TABLE content_pages (
  fascia            text NOT NULL,
  path              text NOT NULL,
  -- { title, description?, sections } as the editor API validated it; null: no draft yet.
  draft             jsonb,
  draft_updated_at  timestamptz,
  -- The editor's user id, or 'seed'.
  draft_updated_by  text,
  published_version integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (fascia, path)
);

-- Every publish is a numbered version (1, 2, ... per page), never changed
-- afterwards: the history an editor rolls back to. A rollback publishes an
-- earlier version's content again as a new version.
CREATE TABLE content_page_versions (
  fascia            text NOT NULL,
  path              text NOT NULL,
  version           integer NOT NULL CHECK (version > 0),
  title             text NOT NULL,
  description       text,
  sections          jsonb NOT NULL,
  published_at      timestamptz NOT NULL DEFAULT now(),
  published_by      text NOT NULL,
  source            text NOT NULL CHECK (source IN ('seed', 'publish', 'rollback')),
  rolled_back_from  integer,
  PRIMARY KEY (fascia, path, version),
  FOREIGN KEY (fascia, path) REFERENCES content_pages (fascia, path) ON DELETE CASCADE
);
