#!/usr/bin/env bash
# Views only ask: every file under src/ui reads the state and returns intents. This fails when
# a view takes the state (or a part of it) mutably, assigns or mutates a state field, calls a
# state method that changes it, or reaches into the api's decoder. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each view file up to its unit tests (`#[cfg(test)]`): tests may build whatever state they need.
view_code() {
    for file in src/ui/*.rs; do
        awk -v f="$file" '/^#\[cfg\(test\)\]/ { exit } { printf "%s:%d: %s\n", f, NR, $0 }' "$file"
    done
}

fail=0
check() {
    local what=$1 pattern=$2
    local found
    found=$(view_code | grep -E "$pattern" | grep -vE '^[^:]+:[0-9]+: *//' || true)
    if [ -n "$found" ]; then
        echo "A view $what:" >&2
        echo "$found" >&2
        fail=1
    fi
}

# The state, or one of its parts, handed to a view mutably.
check "takes the state mutably" '&mut (AppState|crate::state::|state::|PatientFormState|SurveyForm|SurveyView|SignInForm|PatientDraft|Connection\b)'
check "borrows a state field mutably" '&mut (state|form|draft|view|open|sign_in)\.'
# An assignment or compound assignment to a field of the state or of one of its parts.
check "assigns a state field" '(^|[^a-z_.])(state|form|draft|view|open|sign_in)(\.[a-z_0-9]+)+ *([-+*/|&]?=)[^=]'
# Changing calls on a state field (push, clear, take, insert, remove, retain ...).
check "changes a state field" '(state|form|draft|view)(\.[a-z_0-9]+)+\.(push|clear|take|insert|remove|retain|truncate|drain|extend|apply)\('
# The decoder is the api's: views read what state gives them (state::present).
check "uses the api's decoder" 'api::decode|decode::'

if [ "$fail" -ne 0 ]; then
    echo "Views must only read the state and return intents (src/state/intent.rs)." >&2
    exit 1
fi
echo "check-views: every view only reads the state and returns intents."
