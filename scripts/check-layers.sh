#!/usr/bin/env bash
# The app's floors (docs/layers.txt): no module of src/ uses one on a later floor, and no two
# use each other. Run by .ci/run beside check-views.sh.
set -euo pipefail
exec python3 "$(dirname "$0")/check-layers.py"
