#!/usr/bin/env bash
# Makes the benchmark table `walk` of N rows (one per minute from 2000-01-01 UTC, a smooth wave plus a
# sawtooth) in PostgreSQL and/or SQLite, with the same values in both:
#   Benchmarks/Database/make-tables.sh [--postgres URL] [--sqlite FILE] --rows N
# PostgreSQL: walk(t timestamptz, v double precision), built with generate_series, then ANALYZE.
# SQLite:     walk(t TIMESTAMP, v REAL), t in Unix seconds (= extract(epoch from t) in PostgreSQL); FILE is replaced.
set -euo pipefail

die() { echo "make-tables.sh: $*" >&2; exit 1; }
url='' file='' rows=''
while [[ $# -gt 0 ]]; do
  case $1 in
    --postgres) url=${2:?}; shift 2 ;;
    --sqlite) file=${2:?}; shift 2 ;;
    --rows) rows=${2:?}; shift 2 ;;
    *) die "usage: $0 [--postgres URL] [--sqlite FILE] --rows N" ;;
  esac
done
[[ $rows =~ ^[0-9]+$ ]] || die "--rows N is required"
[[ -n $url || -n $file ]] || die "give --postgres URL and/or --sqlite FILE"

if [[ -n $url ]]; then
  command -v psql >/dev/null || die "psql not found (apt-get install postgresql-client)"
  psql -X -q -v ON_ERROR_STOP=1 "$url" <<SQL
SET client_min_messages = warning;
DROP TABLE IF EXISTS walk;
CREATE TABLE walk (t timestamptz, v double precision);
INSERT INTO walk
SELECT timestamptz '2000-01-01 00:00:00+00' + i * interval '1 minute',
       round((100 * sin(i / 5000.0) + 20 * sin(i / 37.0) + (i % 97) / 10.0)::numeric, 2)::float8
FROM generate_series(0, $rows - 1) AS i;
ANALYZE walk;
SQL
fi

if [[ -n $file ]]; then
  rm -f "$file"
  # Python's sqlite3 module: one executemany over a generator, no journal or fsync (the file is rebuilt anyway).
  python3 - "$file" "$rows" <<'PY'
import math, sqlite3, sys
from decimal import Decimal, ROUND_HALF_UP

path, n = sys.argv[1], int(sys.argv[2])
cent = Decimal("0.01")

def rows():
    for i in range(n):
        # The same float8 arithmetic as the SQL above (i/5000.0 etc. are exact or correctly rounded there too).
        x = 100 * math.sin(i / 5000.0) + 20 * math.sin(i / 37.0) + (i % 97) / 10.0
        # PostgreSQL's float8::numeric keeps 15 significant digits and round() rounds halves away from zero.
        v = float(Decimal("%.15g" % x).quantize(cent, ROUND_HALF_UP))
        yield (946684800.0 + 60.0 * i, v)  # 946684800 = 2000-01-01T00:00:00Z in Unix seconds

db = sqlite3.connect(path)
db.execute("PRAGMA journal_mode = OFF")
db.execute("PRAGMA synchronous = OFF")
db.execute("CREATE TABLE walk (t TIMESTAMP, v REAL)")
db.executemany("INSERT INTO walk VALUES (?, ?)", rows())
db.commit()
db.close()
PY
fi
