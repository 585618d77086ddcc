#!/usr/bin/env bash
# Vega-Lite conformance: renders every spec of both shared corpora (vega-lite, vega-lite-more) and of
# Charta's own (Tests/Conformance, written by its make-references.py) with one build of `charta` and
# compares it with Vega's reference render (../shared/tools/vl_conformance.py). Fails when a corpus's
# pass count drops below its floor (Tests/conformance-floor.txt for vega-lite, -more.txt for
# vega-lite-more, -own.txt for Charta's own); raise a floor when the count goes up.
#
# The reference renders were made in America/Los_Angeles local time, so local-time specs are rendered
# in that zone here too.
set -euo pipefail
cd "$(dirname "$0")/.."

shared="${SHARED_DIR:-../shared}"
tool="$shared/tools/vl_conformance.py"
if [ ! -f "$tool" ]; then
    echo "conformance: $tool not found (set SHARED_DIR)" >&2
    exit 2
fi

# One build serves every corpus: release unless CHARTA_CONFIGURATION says debug (Scripts/test reuses
# the debug build it has already made; the corpora render the same bytes in either).
configuration="${CHARTA_CONFIGURATION:-release}"
swift build -c "$configuration" --product charta
charta="$(swift build -c "$configuration" --show-bin-path)/charta"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# check NAME FLOOR_FILE [DIR]: renders the corpus (DIR, by default the shared corpus NAME) and fails
# when fewer specs pass than the floor says.
check() {
    local corpus="${3:-$shared/conformance/$1}" floorfile="$2" log="$out/$1.log"
    if [ ! -d "$corpus" ]; then
        echo "conformance: $corpus not found (set SHARED_DIR)" >&2
        return 2
    fi
    TZ=America/Los_Angeles python3 "$tool" "$corpus" --out "$out/$1" \
        --render "$charta render {spec} -o {out}" -v | tee "$log"
    local passed floor
    passed="$(sed -n 's/^\([0-9][0-9]*\) passed, [0-9][0-9]* failed$/\1/p' "$log" | tail -1)"
    floor="$(tr -dc '0-9' < "$floorfile")"
    if [ -z "$passed" ]; then
        echo "conformance: $1: no summary line" >&2
        return 1
    fi
    if [ "$passed" -lt "$floor" ]; then
        echo "conformance: $1: $passed specs pass, below the floor of $floor" >&2
        return 1
    fi
    echo "conformance: $1: $passed specs pass (floor $floor)"
}

status=0
check vega-lite Tests/conformance-floor.txt || status=1
check vega-lite-more Tests/conformance-floor-more.txt || status=1
check charta Tests/conformance-floor-own.txt "$PWD/Tests/Conformance" || status=1
exit "$status"
