-- How Sklad reaches an e-shop's platform (docs/decisions/eshop-sync.md). One row per Sklad e-shop.
-- The platform's token is stored only encrypted (AES-256-GCM, key derived from the server's
-- TOKEN_SECRET, which is never in the database); so are the short-lived API access tokens obtained
-- from it, kept here so every node shares them (Shoptet allows 5 valid at once per OAuth token).
CREATE TABLE eshop_connections (
  eshop_id             integer PRIMARY KEY REFERENCES eshops(id) ON DELETE CASCADE,
  platform             text NOT NULL DEFAULT 'shoptet' CHECK (platform IN ('shoptet')),
  -- The API base (https://api.myshoptet.com; a test double's loopback URL in tests).
  base_url             text NOT NULL,
  -- oauth: an add-on's OAuth token, exchanged at oauth_url for API access tokens; private: a pasted premium token.
  auth_kind            text NOT NULL CHECK (auth_kind IN ('oauth', 'private')),
  oauth_url            text,
  token_ciphertext     text NOT NULL,
  access_ciphertext    text,
  access_expires_at    timestamptz,
  -- The platform's stock (warehouse) the push writes to: Shoptet's defaultStockId unless chosen.
  stock_id             integer NOT NULL DEFAULT 1,
  -- changedBy of our own writes in the movement list (learnt from the first confirmed push).
  own_changed_by       text,
  sync_enabled         boolean NOT NULL DEFAULT true,
  -- connected | auth_failed (tokens refused: sync stops until reconnected) | disconnected (uninstalled, suspended).
  state                text NOT NULL DEFAULT 'connected' CHECK (state IN ('connected', 'auth_failed', 'disconnected')),
  state_detail         text,
  -- Who deducts an order's dispatch in the e-shop's stock (docs/decisions/eshop-sync.md): 'eshop' = Shoptet
  -- lowers realStock itself, so a stock-out of a picked order is not pushed; 'warehouse' = every stock-out is.
  dispatch_deducted_by text NOT NULL DEFAULT 'warehouse' CHECK (dispatch_deducted_by IN ('warehouse', 'eshop')),
  last_push_at         timestamptz,
  -- The queue last moved (a batch answered, rows sent or failed): the stalled check looks at it.
  last_progress_at     timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
