"""Draws the compare data with matplotlib or vl-convert and prints one JSON line: seconds from data in
memory to bytes in hand (imports and file reading excluded, as for charta-large), bytes, peak RSS."""

import json
import resource
import sys
import time

import numpy as np


def main() -> None:
    tool, data, fmt, width, height = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
    raw = np.fromfile(data, dtype="<f8")
    n = raw.size // 2
    x, y = raw[:n], raw[n:]
    if tool == "matplotlib":
        import io

        import matplotlib

        matplotlib.use("svg" if fmt == "svg" else "agg")
        import matplotlib.pyplot as plt

        start = time.perf_counter()
        fig = plt.figure(figsize=(width / 100, height / 100), dpi=100)
        ax = fig.add_subplot()
        ax.plot(x, y, linewidth=2)
        out = io.BytesIO()
        fig.savefig(out, format=fmt)
        payload = out.getvalue()
    else:
        import vl_convert as vlc

        values = [{"x": float(a), "y": float(b)} for a, b in zip(x, y)]
        spec = {
            "$schema": "https://vega.github.io/schema/vega-lite/v5.json",
            "width": width - 80,
            "height": height - 60,
            "data": {"values": values},
            "mark": "line",
            "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}},
        }
        start = time.perf_counter()
        payload = vlc.vegalite_to_svg(spec).encode() if fmt == "svg" else vlc.vegalite_to_png(spec)
    seconds = time.perf_counter() - start
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"total": seconds, "bytes": len(payload), "rss": rss, "points": n}))


if __name__ == "__main__":
    main()
