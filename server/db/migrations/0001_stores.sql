-- A store that joined in the embed builder (/operators/embed/): its public id (the snippet's data-store-id), the name
-- and shop link it gave, and the SHA-256 of its dashboard key (the key itself is never kept). Nothing about a person.
CREATE TABLE stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  shop_url TEXT,
  key_hash TEXT NOT NULL,
  created_on TEXT NOT NULL
);
