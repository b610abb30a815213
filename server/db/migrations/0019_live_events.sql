-- Live updates: every committed change leaves a tiny row (e-shop, kind) whose id is the stream's
-- event id, so a client reconnecting with Last-Event-ID is replayed what it missed, on any node.
-- Rows are pruned after a short while; a client further behind is told to refetch everything.
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  eshop_id integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_eshop ON live_events (eshop_id, id);
CREATE INDEX live_events_created ON live_events (created_at);
