-- The first synchronisation: the products snapshot of Shoptet imported line by line. The run row is
-- the resume point (position = lines already applied, committed with them) and the lease that keeps a
-- second node from running the same import (lease_owner/lease_until, taken with a conditional UPDATE).
CREATE TABLE shoptet_snapshot_runs (
  eshop_id      integer PRIMARY KEY REFERENCES eshops(id) ON DELETE CASCADE,
  job_id        text,
  -- requested: job asked for, waiting for job:finished; importing: streaming the result; done; failed.
  status        text NOT NULL CHECK (status IN ('requested', 'importing', 'done', 'failed')),
  result_url    text,
  position      bigint NOT NULL DEFAULT 0,
  imported      integer NOT NULL DEFAULT 0,
  skipped       integer NOT NULL DEFAULT 0,
  -- Sets whose components had not been seen yet: applied after the last line (few; kept with the position).
  pending_sets  jsonb NOT NULL DEFAULT '[]',
  lease_owner   text,
  lease_until   timestamptz,
  error         text,
  started_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);

-- Codes the running snapshot has imported; after the last line every catalogue product not in it was
-- deleted in the e-shop (the snapshot has no tombstones) and goes, so its stock shows among the orphans.
CREATE TABLE shoptet_snapshot_seen (
  eshop_id  integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  code      text NOT NULL,
  PRIMARY KEY (eshop_id, code)
);

-- Lines of the last snapshot that were skipped, with the reason (Czech), for the admin to see.
CREATE TABLE shoptet_snapshot_skips (
  eshop_id  integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  line_no   bigint NOT NULL,
  reason    text NOT NULL,
  PRIMARY KEY (eshop_id, line_no)
);
