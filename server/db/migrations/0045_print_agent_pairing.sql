-- Issue 24 item 9: a print agent on a shop PC is connected by a short code shown on the printing screen,
-- exchanged once, within minutes, for the agent's device key (print_agent_tokens).
CREATE TABLE print_agent_pairing_codes (
  id          serial PRIMARY KEY,
  org_id      integer NOT NULL REFERENCES organisations(id),
  eshop_id    integer NOT NULL REFERENCES eshops(id),
  -- Only the SHA-256 of the code is kept, like the device keys.
  code_hash   text NOT NULL UNIQUE,
  name        text NOT NULL,
  created_by  integer NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  token_id    integer REFERENCES print_agent_tokens(id)
);
