-- Issue 24 item 12: a committed stock-taking stays viewable as the audit record. The commit clears the count
-- entries (R-INV-02), so each applied line is kept here: what was counted, what the ledger held when it was
-- counted (expected), the difference, and the balance the commit set (final). location_name is kept as it was,
-- so the record reads the same after a location is renamed or deleted. Written by the commit's own transaction.
CREATE TABLE inventory_check_record_lines (
  check_id       integer NOT NULL REFERENCES inventory_checks(id) ON DELETE CASCADE,
  eshop_id       integer NOT NULL REFERENCES eshops(id),
  location_id    integer NOT NULL,
  location_name  text NOT NULL,
  code           text NOT NULL,
  sarze_id       integer NOT NULL DEFAULT 0,
  counted        integer NOT NULL,
  expected       integer NOT NULL,
  difference     integer NOT NULL,
  final          integer NOT NULL,
  PRIMARY KEY (check_id, location_id, code, sarze_id)
);
