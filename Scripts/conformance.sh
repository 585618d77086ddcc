#!/usr/bin/env bash
# Vega-Lite conformance: renders every spec of the shared corpus with a release build of `charta` and
# compares it with Vega's reference render (../shared/tools/vl_conformance.py). Fails when the pass count
# drops below the floor in Tests/conformance-floor.txt; raise the floor when the count goes up.
#
# The reference renders were made in America/Los_Angeles local time, so local-time specs are rendered
# in that zone here too.
set -euo pipefail
cd "$(dirname "$0")/.."

shared="${SHARED_DIR:-../shared}"
corpus="$shared/conformance/vega-lite"
tool="$shared/tools/vl_conformance.py"
if [ ! -f "$tool" ] || [ ! -d "$corpus" ]; then
    echo "conformance: $tool or $corpus not found (set SHARED_DIR)" >&2
    exit 2
fi

swift build -c release --product charta
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
log="$out/conformance.log"
TZ=America/Los_Angeles python3 "$tool" "$corpus" --out "$out/svg" \
    --render '.build/release/charta render {spec} -o {out}' -v | tee "$log"

passed="$(sed -n 's/^\([0-9][0-9]*\) passed, [0-9][0-9]* failed$/\1/p' "$log" | tail -1)"
floor="$(tr -dc '0-9' < Tests/conformance-floor.txt)"
if [ -z "$passed" ]; then
    echo "conformance: no summary line" >&2
    exit 1
fi
if [ "$passed" -lt "$floor" ]; then
    echo "conformance: $passed specs pass, below the floor of $floor" >&2
    exit 1
fi
echo "conformance: $passed specs pass (floor $floor)"
