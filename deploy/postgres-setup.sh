#!/usr/bin/env bash
# Creates the application's PostgreSQL role and database with the least
# privileges it needs: a login role that is not a superuser and cannot create
# roles or databases; it owns one database (it applies the migrations there)
# and nobody else may connect to it.
#
#   sudo deploy/postgres-setup.sh [database] [role]      (defaults: digisolutions)
#
# The password comes from DB_PASSWORD, or is generated. The DATABASE_URL to put
# in /etc/digisolutions/env is printed at the end. PSQL_ADMIN_URL, when set,
# is used instead of the local postgres superuser (the topology test does).
set -euo pipefail

db="${1:-digisolutions}"
role="${2:-digisolutions}"
password="${DB_PASSWORD:-$(head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 32)}"

psql_admin() {
  if [ -n "${PSQL_ADMIN_URL:-}" ]; then
    psql "$PSQL_ADMIN_URL" "$@"
  else
    runuser -u postgres -- psql "$@"
  fi
}

psql_admin -q -v ON_ERROR_STOP=1 -v db="$db" -v role="$role" -v password="$password" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password'
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS CONNECTION LIMIT 50;
CREATE DATABASE :"db" OWNER :"role" ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
\connect :"db"
ALTER SCHEMA public OWNER TO :"role";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
SQL

echo "Base « $db » et rôle « $role » créés."
echo "DATABASE_URL=postgres://${role}:${password}@127.0.0.1:5432/${db}"
