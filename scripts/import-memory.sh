#!/usr/bin/env bash
# Peak resident memory while each hostile fixture of tests/fixtures/ is read as the app reads it
# (issue 27; BENCHMARKS.md "Hostile files"): each in a process of its own, release build. The
# rise is compared with the app's idle memory (BENCHMARKS.md: the window with a survey shown).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release -p intake_import --test hostile -- --ignored --exact \
    measure_resident_memory_of_each_hostile_fixture --nocapture 2>/dev/null | grep '^|'
