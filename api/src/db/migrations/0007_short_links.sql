-- Short links of the product page's share button (spec 2 §4, §7): one code
-- per address of this site, so sharing the same address twice gives the same
-- link. GET /s/{code} redirects to the address.
CREATE TABLE short_links (
  code       text PRIMARY KEY CHECK (code ~ '^[0-9A-Za-z]{7}$'),
  url        text NOT NULL UNIQUE CHECK (char_length(url) <= 2048),
  created_at timestamptz NOT NULL DEFAULT now()
);
