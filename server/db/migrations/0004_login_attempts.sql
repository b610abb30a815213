-- Failed sign-ins are counted per user name, whether or not the account exists, so the
-- back-off cannot be used to find out which user names are real (it was per client before).
CREATE TABLE login_attempts (
  username      text PRIMARY KEY,
  failures      integer NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE clients DROP COLUMN failed_logins;
ALTER TABLE clients DROP COLUMN locked_until;
