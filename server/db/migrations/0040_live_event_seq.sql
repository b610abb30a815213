-- Live event ids per e-shop (issue 25 item 9): one sequence across organisations let a user gauge
-- other tenants' activity from the gaps between the ids they saw. Each e-shop now counts its own
-- events; the counter row also serialises two nodes numbering one e-shop's events at once.
-- Existing rows are renumbered per e-shop, so a client holding an old id is told to refetch.
CREATE TABLE live_event_counters (
  eshop_id integer PRIMARY KEY REFERENCES eshops(id) ON DELETE CASCADE,
  last bigint NOT NULL
);
ALTER TABLE live_events ADD COLUMN seq bigint;
UPDATE live_events e SET seq = n.seq
  FROM (SELECT id, row_number() OVER (PARTITION BY eshop_id ORDER BY id) AS seq FROM live_events) n
  WHERE n.id = e.id;
INSERT INTO live_event_counters (eshop_id, last) SELECT eshop_id, max(seq) FROM live_events GROUP BY eshop_id;
ALTER TABLE live_events ALTER COLUMN seq SET NOT NULL;
DROP INDEX live_events_eshop;
CREATE UNIQUE INDEX live_events_eshop_seq ON live_events (eshop_id, seq);
