-- Label printing: the computers that run the print agent at a site, their printers, the generated label
-- PDFs and the print jobs between them. Every row carries its e-shop; agent tokens also their organisation.

CREATE TABLE print_agent_tokens (
  id          serial PRIMARY KEY,
  org_id      integer NOT NULL REFERENCES organisations(id),
  eshop_id    integer NOT NULL REFERENCES eshops(id),
  -- Only the SHA-256 of the token is kept: it is shown once, when it is made.
  token_hash  text NOT NULL UNIQUE,
  name        text NOT NULL,
  created_by  integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

CREATE TABLE print_computers (
  id            serial PRIMARY KEY,
  eshop_id      integer NOT NULL REFERENCES eshops(id),
  uuid          text NOT NULL,
  name          text NOT NULL,
  token_id      integer NOT NULL REFERENCES print_agent_tokens(id),
  -- Refreshed by every poll of the agent; the printers are present while it is recent.
  last_seen_at  timestamptz,
  UNIQUE (eshop_id, uuid)
);

CREATE TABLE print_printers (
  id           serial PRIMARY KEY,
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  computer_id  integer NOT NULL REFERENCES print_computers(id),
  identifier   text NOT NULL,
  name         text NOT NULL,
  uri          text NOT NULL,
  is_visible   boolean NOT NULL DEFAULT true,
  is_active    boolean NOT NULL DEFAULT true,
  -- What the agent last saw: the printer answered over IPP and accepts jobs.
  reachable    boolean NOT NULL DEFAULT true,
  UNIQUE (computer_id, identifier)
);
CREATE INDEX print_printers_eshop ON print_printers(eshop_id, identifier);

CREATE TABLE print_documents (
  id           bigserial PRIMARY KEY,
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  token        text NOT NULL UNIQUE,
  client_id    integer NOT NULL,
  template_id  integer NOT NULL,
  label_count  integer NOT NULL,
  pdf          bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE print_jobs (
  id           bigserial PRIMARY KEY,
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  document_id  bigint NOT NULL REFERENCES print_documents(id),
  printer_id   integer NOT NULL REFERENCES print_printers(id),
  client_id    integer NOT NULL,
  status       text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'printed', 'failed')),
  detail       text,
  ipp_job_id   integer,
  created_at   timestamptz NOT NULL DEFAULT now(),
  taken_at     timestamptz,
  finished_at  timestamptz
);
CREATE INDEX print_jobs_waiting ON print_jobs(printer_id, id) WHERE status = 'queued';
CREATE INDEX print_jobs_eshop ON print_jobs(eshop_id, id);
