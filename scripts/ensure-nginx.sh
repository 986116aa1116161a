#!/usr/bin/env bash
# Installs Debian's nginx for the TLS proxy test (tests/integration/tls-proxy.test.ts) and
# `BENCH_PROXY=1 npm run bench`, as scripts/start-test-postgres.sh installs PostgreSQL: only when
# it is missing and only as root. nginx-light has TLS and HTTP/2, and nothing else is needed.
# Installing it does not leave it running: the test and the bench start their own nginx.
set -euo pipefail
say() { echo "ensure-nginx: $*" >&2; }

if command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]]; then exit 0; fi
if [[ "$(id -u)" != 0 ]]; then say "nginx is not installed and installing it needs root (sudo apt-get install -y nginx-light)"; exit 1; fi
say "installing nginx-light (apt-get)"
export DEBIAN_FRONTEND=noninteractive
# policy-rc.d exit 101: the package's post-install must not start a system nginx on port 80.
policy=/usr/sbin/policy-rc.d
had_policy=0; [[ -e "$policy" ]] && had_policy=1
if [[ "$had_policy" == 0 ]]; then printf '#!/bin/sh\nexit 101\n' > "$policy"; chmod +x "$policy"; fi
trap '[[ "$had_policy" == 0 ]] && rm -f "$policy"' EXIT
apt-get update -qq >&2 || true
apt-get install -y -qq nginx-light >&2
