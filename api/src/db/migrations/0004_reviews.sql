-- Product reviews (spec 2 §3). Generated reviews are written per product the
-- first time its reviews are asked for (review_seeds records which generator
-- version wrote them); written reviews wait as 'pending' until approved.
CREATE TABLE reviews (
  id                     text PRIMARY KEY,
  product_key            text NOT NULL,
  status                 text NOT NULL CHECK (status IN ('approved', 'pending')),
  -- 'generated' rows are replaced when the generator's version changes; 'customer' rows never are.
  origin                 text NOT NULL CHECK (origin IN ('generated', 'customer')),
  -- The fascia a customer wrote it on (null for generated reviews).
  fascia                 text,
  rating                 smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title                  text NOT NULL,
  -- Plain text as written: markup in it is shown as text. A promotional
  -- review's text starts with the bracketed "[This review ...]" prefix.
  review_text            text NOT NULL,
  username               text NOT NULL,
  user_location          text,
  submitted_at           timestamptz NOT NULL DEFAULT now(),
  is_recommended         boolean,
  -- [{ rating, ratingRange, label, minLabel, maxLabel }]
  secondary_ratings      jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ id, caption?, sizes: { normal: { url } } }]
  photos                 jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Brand responses: [{ clientName, text }]
  responses              jsonb NOT NULL DEFAULT '[]'::jsonb,
  syndication_name       text,
  syndication_logo_url   text,
  syndication_link       text,
  -- The keyword features the text mentions (reviews/features.ts), for the chips and their filter.
  features               text[] NOT NULL DEFAULT '{}'
);
-- A product's page of reviews, newest first or by rating.
CREATE INDEX reviews_recent ON reviews (product_key, status, submitted_at DESC, id);
CREATE INDEX reviews_rating ON reviews (product_key, status, rating, submitted_at DESC, id);

CREATE TABLE review_seeds (
  product_key text PRIMARY KEY,
  version     text NOT NULL,
  seeded_at   timestamptz NOT NULL DEFAULT now()
);
