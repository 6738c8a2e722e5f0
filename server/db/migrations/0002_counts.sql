-- What a store's embedded quiz counts (decisions.md, "Data the site keeps"): per store, UTC day, kind of event
-- ('result' shown, 'shop' link clicked), color, product form and language ('' where the event has none), and where
-- the quiz ran ('embed': a store's own site). Never an address, a browser, an answer set or a time of day.
CREATE TABLE daily_counts (
  store_id TEXT NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  event TEXT NOT NULL,
  color TEXT NOT NULL,
  form TEXT NOT NULL,
  lang TEXT NOT NULL,
  source TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (store_id, day, event, color, form, lang, source)
);

-- Daily rows older than 13 months, folded into their month ('YYYY-MM') and deleted (counts.ts, foldOldDays).
CREATE TABLE monthly_counts (
  store_id TEXT NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  event TEXT NOT NULL,
  color TEXT NOT NULL,
  form TEXT NOT NULL,
  lang TEXT NOT NULL,
  source TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (store_id, month, event, color, form, lang, source)
);
