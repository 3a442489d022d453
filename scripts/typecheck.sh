#!/usr/bin/env bash
# Type-checks every package in two lanes at once: tsc uses one core, and the server and the web app take ~17 s
# each on this machine (43 s one after another, ~22 s in two lanes). Fails if either lane fails.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
($tsc -p packages/shared && $tsc -p server) &
server=$!
($tsc -p web && $tsc -p e2e) &
web=$!
wait "$server"
server_status=$?
wait "$web"
web_status=$?
[ "$server_status" -eq 0 ] && [ "$web_status" -eq 0 ]
