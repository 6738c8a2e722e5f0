-- A store's own quiz page on DYC (/s/<id>/ and /es/s/<id>/): on from the day it joins, until the store switches it
-- off from its dashboard (1 on, 0 off). Stores that joined before this version get their page on as well.
ALTER TABLE stores ADD COLUMN page_on INTEGER NOT NULL DEFAULT 1;
