#!/usr/bin/env bash
# Starts Debian's PostgreSQL for the server tests' second run (installs it when missing, as root)
# and prints the admin URL the tests take as TEST_DATABASE_URL.
set -euo pipefail
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL is missing: install Debian's postgresql (as root: apt-get install -y postgresql)" >&2
    exit 1
  fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
cluster=$(pg_lsclusters --no-header | head -n 1)
read -r version name _ <<<"$cluster"
if [ -z "${version:-}" ]; then
  echo "no PostgreSQL cluster found" >&2
  exit 1
fi
pg_ctlcluster "$version" "$name" start >&2 2>/dev/null || true
port=$(pg_lsclusters --no-header | awk -v v="$version" -v n="$name" '$1 == v && $2 == n { print $3 }')
for _ in $(seq 1 30); do
  su postgres -c "psql -p $port -qtAc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
# A password for TCP connections from the tests (local only; this is a throw-away CI cluster).
su postgres -c "psql -p $port -qc \"alter user postgres password 'rad-widgets-ci'\"" >&2
echo "postgres://postgres:rad-widgets-ci@127.0.0.1:$port/postgres"
