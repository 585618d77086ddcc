#!/usr/bin/env python3
"""The Python peer of the database benchmark: what a Python user does today to chart a SQL table.

pandas.read_sql over SQLAlchemy + psycopg, an Altair chart with the VegaFusion data transformer
(transforms such as the monthly sum run in VegaFusion, not in the browser/renderer), and
chart.save(...svg), which compiles with VegaFusion and renders with vl-convert.

    python_peer.py --url postgresql://charta@127.0.0.1:PORT/charta --chart line|bar --out FILE.svg

Prints {"seconds": S}: wall time of read_sql + chart + SVG conversion (imports excluded).
Needs the packages in requirements.txt beside this file, and a table from make-tables.sh.
Limit seen (vl-convert 1.9): at 10^7 rows the line chart dies in vl-convert's V8 heap
("Fatal JavaScript out of memory", exit code 133) after ~3 min; there is no heap-size option.
"""
import argparse
import json
import time

import altair as alt
import pandas as pd
import sqlalchemy

WIDTH, HEIGHT = 1600, 1000  # overall SVG size, axes and padding included

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--url", required=True, help="postgresql://user@host:port/db")
parser.add_argument("--chart", required=True, choices=["line", "bar"])
parser.add_argument("--out", required=True, help="SVG file to write")
args = parser.parse_args()

alt.data_transformers.enable("vegafusion")
# VegaFusion refuses to hand more than 100,000 rows (after its transforms) to the renderer
# (MaxRowsError). The line chart draws every row, so, as its error message tells a user to,
# we lift the limit; the monthly bar chart aggregates and would pass without this.
alt.data_transformers.disable_max_rows()

start = time.perf_counter()

# SQLAlchemy's plain postgresql:// means psycopg2; name the installed psycopg 3 driver instead.
engine = sqlalchemy.create_engine(args.url.replace("postgresql://", "postgresql+psycopg://", 1))
with engine.connect() as connection:
    df = pd.read_sql("SELECT t, v FROM walk", connection)

if args.chart == "line":
    chart = alt.Chart(df).mark_line().encode(x=alt.X("t:T"), y=alt.Y("v:Q"))
else:
    chart = alt.Chart(df).mark_bar().encode(x=alt.X("yearmonth(t):T"), y=alt.Y("sum(v):Q"))
# width/height size the plot area; autosize "fit" + "padding" makes them the whole SVG's size.
chart = chart.properties(width=WIDTH, height=HEIGHT).configure(
    autosize=alt.AutoSizeParams(type="fit", contains="padding")
)
chart.save(args.out)  # .svg: VegaFusion pre-transforms the spec, vl-convert renders it

print(json.dumps({"seconds": round(time.perf_counter() - start, 3)}))
