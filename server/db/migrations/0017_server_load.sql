-- Refresh tokens rotate: each use spends the token and issues the next one of the same family; a
-- spent token used again revokes the family (RFC 9700 §4.14.2). Access tokens carry the family, so
-- a revoked family signs its sessions out at once.
ALTER TABLE refresh_tokens ADD COLUMN family_id text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE refresh_tokens ADD COLUMN used_at timestamptz;
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
