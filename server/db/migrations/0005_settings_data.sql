-- The settings service answers from data: add-ons an organisation does not show in its settings
-- (visible = false), and the configuration the packer (Balíkovač) and the warehouse share.
ALTER TABLE addons ADD COLUMN visible boolean NOT NULL DEFAULT true;

CREATE TABLE packer_warehouse_config (
  org_id  integer PRIMARY KEY REFERENCES organisations(id),
  -- the platform's apps that share the warehouse (allowed_apps names), in the order they are offered
  apps    jsonb NOT NULL DEFAULT '[]',
  -- settings both apps read (free-form: the warehouse app only passes them on)
  shared  jsonb NOT NULL DEFAULT '{}'
);
