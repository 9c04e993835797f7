-- The release registry (issue 21): every publish and rollback of a remote,
-- newest last. The live row of each remote is the one the shell's documents
-- load; a rollback is a row of its own that copies the release it returns to
-- (source_id), so the history keeps both.
CREATE TABLE remote_releases (
  id           bigserial PRIMARY KEY,
  remote       text NOT NULL CHECK (remote ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
  manifest_url text NOT NULL CHECK (char_length(manifest_url) <= 2048),
  version      text NOT NULL CHECK (char_length(version) <= 100),
  contract     text NOT NULL CHECK (char_length(contract) <= 100),
  -- metaData.storefront.events of the manifest: what the remote emits and listens to.
  events       jsonb NOT NULL DEFAULT '{"emits":[],"listens":[]}',
  action       text NOT NULL CHECK (action IN ('publish', 'rollback')),
  source_id    bigint REFERENCES remote_releases (id),
  created_by   text NOT NULL CHECK (char_length(created_by) BETWEEN 1 AND 100),
  created_at   timestamptz NOT NULL DEFAULT now(),
  live         boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX remote_releases_one_live ON remote_releases (remote) WHERE live;
CREATE INDEX remote_releases_history ON remote_releases (remote, id DESC);
