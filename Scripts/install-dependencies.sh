#!/usr/bin/env bash
# Installs the Debian packages Charta's gallery and tests use, when they are missing:
# tzdata (time zones), fonts-liberation, fonts-dejavu-core and fonts-noto-cjk (the fonts Charta measures and
# draws with: Liberation Sans for Swift charts, DejaVu Sans for Vega-Lite charts, Noto CJK for East Asian text),
# libcairo2-dev and libdeflate-dev (PNG/PDF through the Cairo trait), poppler-utils (pdftotext, PDF tests),
# librsvg2-bin (rsvg-convert, rasterises SVG for the PNG-vs-SVG comparison),
# chromium, chromium-driver, python3-selenium and python3-pytest (the browser tests of the HTML pages,
# run with Debian's /usr/bin/python3, which sees Debian's Python packages), tmux (charta plot in a
# real terminal), wrk and curl (the HTTP load test of charta serve, Scripts/load-test), postgresql (the
# throw-away server of the database tests, Scripts/postgres-cluster).
set -euo pipefail
packages=(tzdata fonts-liberation fonts-dejavu-core fonts-noto-cjk libcairo2-dev libdeflate-dev poppler-utils librsvg2-bin
    chromium chromium-driver python3-selenium python3-pytest tmux wrk curl postgresql)
missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
