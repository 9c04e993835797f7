-- Field health (issue 63): what shoppers' browsers report of each remote's
-- release (src/field), kept only as per-minute aggregates per remote,
-- release, channel, page type and fascia; the reports themselves are not
-- kept. Every report adds to its rows with INSERT ... ON CONFLICT DO UPDATE
-- (increments), so several api instances on one PostgreSQL add up exactly.
--   views              page views on which the remote was loaded
--   failed_views       of those, views on which one of its slots failed
--   *_failures         views with a slot failure of that kind
--   errors             uncaught errors attributed to the remote's scripts
--   lcp/inp/cls_hist   counts per bucket of src/field/histogram.ts's bounds
CREATE TABLE field_health (
  minute            timestamptz NOT NULL,
  remote            text NOT NULL CHECK (remote ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
  release           text NOT NULL CHECK (char_length(release) BETWEEN 1 AND 100),
  channel           text NOT NULL CHECK (channel IN ('live', 'canary')),
  page_type         text NOT NULL CHECK (char_length(page_type) BETWEEN 1 AND 32),
  fascia            text NOT NULL CHECK (char_length(fascia) BETWEEN 1 AND 32),
  views             integer NOT NULL DEFAULT 0,
  failed_views      integer NOT NULL DEFAULT 0,
  manifest_failures integer NOT NULL DEFAULT 0,
  script_failures   integer NOT NULL DEFAULT 0,
  timeout_failures  integer NOT NULL DEFAULT 0,
  mount_failures    integer NOT NULL DEFAULT 0,
  render_failures   integer NOT NULL DEFAULT 0,
  errors            integer NOT NULL DEFAULT 0,
  lcp_hist          integer[] NOT NULL DEFAULT '{}',
  inp_hist          integer[] NOT NULL DEFAULT '{}',
  cls_hist          integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (remote, minute, release, channel, page_type, fascia)
);
-- Old minutes are deleted by age.
CREATE INDEX field_health_minute ON field_health (minute);
