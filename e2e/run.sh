#!/usr/bin/env bash
# Every journey: first those that touch only their own projects and people (two at a time), then, on a
# fresh server, those that switch something for the whole workspace (one at a time). Both always run.
# Arguments go to both runs (e.g. a file name to run a single journey).
cd "$(dirname "$0")"
status=0
npx playwright test --project=journeys --pass-with-no-tests "$@" || status=1
npx playwright test --project=workspace-wide --pass-with-no-tests "$@" || status=1
exit $status
