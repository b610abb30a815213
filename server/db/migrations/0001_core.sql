-- Tenancy, sign-in, configuration and the product catalogue.
-- Every row carries its tenant key: org_id for organisation data, eshop_id for e-shop data
-- (an e-shop belongs to exactly one organisation), so rows can be sharded by tenant.

CREATE TABLE organisations (
  id          integer PRIMARY KEY,
  name        text NOT NULL,
  note        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE eshops (
  id                     integer PRIMARY KEY,
  org_id                 integer NOT NULL REFERENCES organisations(id),
  name                   text NOT NULL,
  is_public_api          boolean NOT NULL DEFAULT false,
  sync_public_api_stock  boolean NOT NULL DEFAULT false,
  stock_locations_mode   text NOT NULL DEFAULT 'basic' CHECK (stock_locations_mode IN ('basic', 'chaos')),
  multiean_delimiters    jsonb NOT NULL DEFAULT '{"delimiters": ["*"], "num": 1}',
  common_settings        jsonb NOT NULL DEFAULT '{}',
  modules                jsonb NOT NULL DEFAULT '[]',
  print_settings         jsonb NOT NULL DEFAULT '{"manual": {}, "automated": {}}',
  image_cuts             jsonb NOT NULL DEFAULT '[]',
  contact_name           text NOT NULL DEFAULT ''
);
CREATE INDEX eshops_org ON eshops(org_id);

CREATE TABLE eshop_status (
  eshop_id     integer PRIMARY KEY REFERENCES eshops(id),
  stage        text,
  last_update  timestamptz,
  counter      integer,
  sync         boolean NOT NULL DEFAULT false
);

CREATE TABLE roles (
  id                integer PRIMARY KEY,
  org_id            integer NOT NULL REFERENCES organisations(id),
  name              text NOT NULL,
  allowed_scopes    jsonb,
  forbidden_scopes  jsonb,
  blacklist_urls    jsonb NOT NULL DEFAULT '[]',
  allowed_apps      jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE clients (
  id               integer PRIMARY KEY,
  org_id           integer NOT NULL REFERENCES organisations(id),
  username         text NOT NULL UNIQUE,
  name             text NOT NULL,
  password_hash    text NOT NULL,
  role_id          integer NOT NULL REFERENCES roles(id),
  is_superadmin    boolean NOT NULL DEFAULT false,
  stock_eshop_id   integer REFERENCES eshops(id),
  failed_logins    integer NOT NULL DEFAULT 0,
  locked_until     timestamptz
);
CREATE INDEX clients_org ON clients(org_id);

-- Which e-shops (stocks) of its organisation a client may work in.
CREATE TABLE client_eshops (
  client_id  integer NOT NULL REFERENCES clients(id),
  eshop_id   integer NOT NULL REFERENCES eshops(id),
  PRIMARY KEY (client_id, eshop_id)
);

CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  client_id   integer NOT NULL REFERENCES clients(id),
  org_id      integer NOT NULL REFERENCES organisations(id),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX refresh_tokens_client ON refresh_tokens(client_id);

CREATE TABLE addons (
  id    integer PRIMARY KEY,
  name  text NOT NULL
);
CREATE TABLE org_addons (
  org_id    integer NOT NULL REFERENCES organisations(id),
  addon_id  integer NOT NULL REFERENCES addons(id),
  active    boolean NOT NULL DEFAULT true,
  PRIMARY KEY (org_id, addon_id)
);

-- Sibling apps of the platform (the "services" of the settings API).
CREATE TABLE services (
  module  text PRIMARY KEY,
  name    text NOT NULL,
  title   text NOT NULL,
  url     text NOT NULL,
  icon    text NOT NULL DEFAULT 'application'
);
CREATE TABLE org_services (
  org_id  integer NOT NULL REFERENCES organisations(id),
  module  text NOT NULL REFERENCES services(module),
  active  boolean NOT NULL DEFAULT true,
  PRIMARY KEY (org_id, module)
);

CREATE TABLE products (
  eshop_id      integer NOT NULL REFERENCES eshops(id),
  code          text NOT NULL,
  ean           text,
  name          text NOT NULL,
  variant_name  text NOT NULL DEFAULT '',
  image         text,
  PRIMARY KEY (eshop_id, code)
);
CREATE INDEX products_ean ON products(eshop_id, ean);

CREATE TABLE zones (
  id        serial PRIMARY KEY,
  eshop_id  integer NOT NULL REFERENCES eshops(id),
  name      text NOT NULL,
  "order"   integer NOT NULL DEFAULT 0
);
CREATE INDEX zones_eshop ON zones(eshop_id);

CREATE TABLE sectors (
  id                 serial PRIMARY KEY,
  eshop_id           integer NOT NULL REFERENCES eshops(id),
  zone_id            integer REFERENCES zones(id),
  sector_name        text NOT NULL,
  "order"            integer NOT NULL DEFAULT 0,
  picking            boolean NOT NULL DEFAULT false,
  multiple_batches   boolean NOT NULL DEFAULT false,
  non_stock          boolean NOT NULL DEFAULT false,
  UNIQUE (eshop_id, sector_name)
);

CREATE TABLE locations (
  id         serial PRIMARY KEY,
  eshop_id   integer NOT NULL REFERENCES eshops(id),
  sector_id  integer NOT NULL REFERENCES sectors(id),
  name       text NOT NULL,
  "order"    integer NOT NULL DEFAULT 0,
  UNIQUE (eshop_id, name)
);
CREATE INDEX locations_sector ON locations(sector_id);

-- Products waiting to be moved in chaos mode; feeds the relocation badge of the menu.
CREATE TABLE relocation_queue (
  id            serial PRIMARY KEY,
  eshop_id      integer NOT NULL REFERENCES eshops(id),
  product_code  text NOT NULL,
  amount        integer NOT NULL CHECK (amount > 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX relocation_queue_eshop ON relocation_queue(eshop_id);

-- Secrets the server makes for itself on first start (the token signing key when TOKEN_SECRET is unset).
CREATE TABLE server_secrets (
  name   text PRIMARY KEY,
  value  text NOT NULL
);
