#!/usr/bin/env bash
# The app users get has no test controls: a release build (no `testing` feature) runs the
# standalone sandbox and asks it for fault injection, which must answer 404 like any unknown
# path, and leave the service working. Exit 0 when so.
#
#   scripts/release-has-no-test-controls.sh [--skip-build]
set -euo pipefail
cd "$(dirname "$0")/.."
[[ "${1:-}" == "--skip-build" ]] || cargo build --release --bin intake-desk
command -v curl >/dev/null || { echo "needs curl" >&2; exit 2; }

port=$((20000 + RANDOM % 20000))
data=$(mktemp -d)
target/release/intake-desk sandbox --port "$port" --token check-token --data-dir "$data" >"$data/out" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 50); do
    curl -s -o /dev/null "http://127.0.0.1:$port/" && break
    sleep 0.2
done

fail=0
for method in GET POST DELETE; do
    code=$(curl -s -o /dev/null -w '%{http_code}' -X "$method" -H 'Content-Type: application/json' \
        --data '{"pathPrefix":"/tenant-api","fault":{"kind":"dropConnection"}}' \
        "http://127.0.0.1:$port/sandbox/faults")
    echo "$method /sandbox/faults -> $code"
    [[ "$code" == 404 ]] || fail=1
done
code=$(curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer check-token' \
    "http://127.0.0.1:$port/tenant-api/patients/external-reference/MRN-0001")
echo "GET a demo patient afterwards -> $code"
[[ "$code" == 200 ]] || fail=1
[[ $fail == 0 ]] && echo "release build: no test controls" || echo "release build HAS test controls or is broken" >&2
exit $fail
