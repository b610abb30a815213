-- Shoptet add-on installation (docs/decisions/eshop-sync.md, "Which Sklad e-shop a Shoptet shop maps to").
-- One Shoptet shop maps to exactly one Sklad e-shop and back: both keys are unique, so a second
-- mapping of either side fails in the database, not only in the use case.
CREATE TABLE shoptet_shops (
  shoptet_eshop_id  integer PRIMARY KEY,
  eshop_id          integer NOT NULL UNIQUE REFERENCES eshops(id) ON DELETE CASCADE,
  eshop_url         text NOT NULL DEFAULT '',
  -- active: sync runs; suspended: addon:suspend (addon:approve resumes); uninstalled: addon:uninstall/terminate.
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'uninstalled')),
  installed_at      timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now()
);

-- "Připojit Shoptet" from the settings: the signed `state` names this row; the callback consumes it
-- once (used_at), before it expires, for the client and e-shop that started it.
CREATE TABLE shoptet_install_states (
  nonce       text PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  eshop_id    integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- An install from Shoptet's add-on catalogue for an unknown shop creates its organisation and a
-- first admin without a password; this one-time link (only its hash is kept) lets them set it.
CREATE TABLE shoptet_setup_links (
  token_hash  text PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
