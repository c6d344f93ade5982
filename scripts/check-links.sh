#!/usr/bin/env bash
# The documentation's links (README.md, SECURITY.md, BENCHMARKS.md, docs/): every relative link,
# image and #anchor resolves, offline (scripts/check-links.py). Run by .ci/run after check-layers.sh.
set -euo pipefail
exec python3 "$(dirname "$0")/check-links.py"
