#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the storage tests and prints, on stdout and alone:
#   TEST_DATABASE_URL=postgres://ilimi:ilimi@127.0.0.1:<port>/ilimi_test
# Usage:  eval "export $(bash scripts/start-test-postgres.sh)"   ...   bash scripts/start-test-postgres.sh stop
# On Debian as root it installs the postgresql package when missing. The cluster lives in
# $PGTEST_DIR (default /tmp/ilimi-test-pg), listens on loopback only, and is reused if running.
set -euo pipefail

dir="${PGTEST_DIR:-/tmp/ilimi-test-pg}"
say() { echo "start-test-postgres: $*" >&2; }

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

bin="$(find_bin || true)"
if [[ -z "$bin" && -z "$(command -v initdb || true)" ]]; then
  if [[ "$(id -u)" != 0 ]]; then say "postgresql is not installed and installing it needs root"; exit 1; fi
  say "installing postgresql (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  bin="$(find_bin)"
fi
PATH="${bin:+$bin:}$PATH"

# As root, the server runs as the package's postgres user (it refuses to run as root).
if [[ "$(id -u)" == 0 ]]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  as_pg() { runuser -u postgres -- env PATH="$PATH" "$@"; }
else
  as_pg() { "$@"; }
fi

if [[ "${1:-}" == "stop" ]]; then
  if [[ -f "$dir/data/postmaster.pid" ]]; then as_pg pg_ctl -D "$dir/data" -m fast stop >&2; fi
  exit 0
fi

if [[ -f "$dir/port" ]] && as_pg pg_ctl -D "$dir/data" status >/dev/null 2>&1; then
  port="$(cat "$dir/port")"
  say "reusing the cluster in $dir on port $port"
  # Clusters made before the two-instance test needed it: that test creates a database of its own.
  as_pg psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q -c "alter role ilimi createdb" -c "grant pg_signal_backend to ilimi" >&2
else
  rm -rf "$dir"
  mkdir -p "$dir"
  [[ "$(id -u)" == 0 ]] && chown postgres "$dir"
  # A free loopback port, asked of the kernel.
  port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  echo "$port" > "$dir/port"
  say "initdb in $dir/data"
  as_pg initdb -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
  as_pg pg_ctl -D "$dir/data" -l "$dir/log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >&2
  as_pg psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q >&2 <<'SQL'
-- createdb: tests that start whole servers give them a fresh database each.
create role ilimi login createdb password 'ilimi';
-- drop database ... with (force) also ends an autovacuum worker that happens to be in the
-- database; that worker has no role, so only pg_signal_backend may end it.
grant pg_signal_backend to ilimi;
create database ilimi_test owner ilimi;
SQL
fi

echo "TEST_DATABASE_URL=postgres://ilimi:ilimi@127.0.0.1:$port/ilimi_test"
