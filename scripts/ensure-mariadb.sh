#!/usr/bin/env bash
# The WP Project Manager import tests start a private mariadbd (server/src/test/mariadb.ts): install Debian's
# mariadb-server when it is missing and no MARIADB_URL names a server. When it cannot be installed here, the
# other API tests still run and the import tests fail, saying what to install.
set -uo pipefail
if [ -n "${MARIADB_URL:-}" ] || [ -x /usr/sbin/mariadbd ] || command -v mariadbd >/dev/null 2>&1; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "mariadbd is missing: install mariadb-server (or set MARIADB_URL) for the WP Project Manager import tests." >&2
  exit 0
fi
echo "Installing Debian's mariadb-server for the WP Project Manager import tests…"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq mariadb-server >/dev/null ||
  echo "Could not install mariadb-server: the WP Project Manager import tests will fail." >&2
exit 0
