-- Goods receiving from shopping lists (auto-order). A list is a supplier order built from customer
-- orders waiting for goods; its lines count what is expected and what was stocked up, and each line
-- carries the customer orders it serves. Every table carries the e-shop, and every query filters by it.

-- Custom states an e-shop names for its lists ("Objednáno", "Na cestě", …); purely informative.
CREATE TABLE shoplist_states (
  id        serial PRIMARY KEY,
  eshop_id  integer NOT NULL REFERENCES eshops(id),
  name      text NOT NULL,
  color     text NOT NULL DEFAULT '#8f99a8',
  "order"   integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX shoplist_states_name ON shoplist_states(eshop_id, lower(name));

-- state: open (receiving) or processed (closed by processing). A backorder points at the list whose
-- missing pieces it carries, a list of extras at the list whose excess it records.
CREATE TABLE shoplists (
  id            serial PRIMARY KEY,
  eshop_id      integer NOT NULL REFERENCES eshops(id),
  reference     text NOT NULL,
  name          text NOT NULL,
  supplier      text NOT NULL DEFAULT '',
  state         text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'processed')),
  status_id     integer REFERENCES shoplist_states(id),
  archived      boolean NOT NULL DEFAULT false,
  backorder_of  integer REFERENCES shoplists(id),
  extras_of     integer REFERENCES shoplists(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  processed_at  timestamptz,
  processed_by  text
);
CREATE UNIQUE INDEX shoplists_reference ON shoplists(eshop_id, lower(reference));
CREATE INDEX shoplists_listing ON shoplists(eshop_id, archived, state, id DESC);
CREATE UNIQUE INDEX shoplists_one_backorder ON shoplists(backorder_of) WHERE backorder_of IS NOT NULL;
CREATE UNIQUE INDEX shoplists_one_extras ON shoplists(extras_of) WHERE extras_of IS NOT NULL;

-- position keeps the order the integration sent the lines in (the screen lists them so).
CREATE TABLE shoplist_lines (
  shoplist_id        integer NOT NULL REFERENCES shoplists(id),
  eshop_id           integer NOT NULL REFERENCES eshops(id),
  code               text NOT NULL,
  position           integer NOT NULL,
  amount_expected    integer NOT NULL CHECK (amount_expected >= 0),
  amount_stocked_up  integer NOT NULL DEFAULT 0 CHECK (amount_stocked_up >= 0),
  PRIMARY KEY (shoplist_id, code)
);
CREATE INDEX shoplist_lines_code ON shoplist_lines(eshop_id, code);

CREATE TABLE shoplist_orders (
  shoplist_id  integer NOT NULL REFERENCES shoplists(id),
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  code         text NOT NULL,
  order_code   text NOT NULL,
  count        integer NOT NULL CHECK (count > 0),
  ordered_at   timestamptz NOT NULL,
  PRIMARY KEY (shoplist_id, code, order_code)
);

CREATE TABLE shoplist_comments (
  id           serial PRIMARY KEY,
  shoplist_id  integer NOT NULL REFERENCES shoplists(id),
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  client_id    integer NOT NULL,
  client_name  text NOT NULL,
  body         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shoplist_comments_list ON shoplist_comments(shoplist_id, id);
