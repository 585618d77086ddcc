#!/usr/bin/env python3
"""Writes the specs of Charta's own conformance corpus (Tests/Conformance) and Vega's reference render of
each, through vl-convert (pip install vl-convert-python). The data are generated from a fixed seed, so
the corpus is the same on every run; review the SVGs' pictures before committing a change to them.
Run from Tests/Conformance: python3 make-references.py
"""
import json, random, math
random.seed(35)
def r2(x): return round(x, 2)
# 1. skewed sample with nulls
vals = [{"v": r2(random.gauss(5, 1.2) if random.random() < 0.7 else random.gauss(8, 0.6))} for _ in range(150)]
vals += [{"v": None}] * 5
groups = []
for g, (m, s) in {"Adelie": (3700, 450), "Chinstrap": (3730, 380), "Gentoo": (5070, 500)}.items():
    groups += [{"species": g, "mass": round(random.gauss(m, s))} for _ in range(60)]
pts = []
for i in range(120):
    x = r2(random.uniform(0, 100))
    pts.append({"x": x, "y": r2(2 + 0.05 * x + 1.5 * math.sin(x / 12) + random.gauss(0, 0.6)), "g": "ab"[i % 2]})
pos = [{"x": r2(random.uniform(1, 20)), "y": None} for _ in range(60)]
for p in pos: p["y"] = r2(3 * p["x"] ** 0.7 * math.exp(random.gauss(0, 0.08)))
specs = {
 "density_area": {"width": 400, "height": 120, "data": {"values": vals},
   "transform": [{"density": "v"}], "mark": "area",
   "encoding": {"x": {"field": "value", "type": "quantitative", "title": "v"}, "y": {"field": "density", "type": "quantitative"}}},
 "density_stacked": {"width": 400, "height": 100, "data": {"values": groups},
   "transform": [{"density": "mass", "groupby": ["species"], "extent": [2000, 6800], "bandwidth": 180}], "mark": "area",
   "encoding": {"x": {"field": "value", "type": "quantitative", "title": "Mass (g)"},
                "y": {"field": "density", "type": "quantitative", "stack": "zero"},
                "color": {"field": "species", "type": "nominal"}}},
 "density_cumulative_counts": {"width": 300, "height": 200, "data": {"values": groups},
   "transform": [{"density": "mass", "groupby": ["species"], "cumulative": True, "counts": True, "resolve": "independent", "as": ["m", "n"]}],
   "mark": "line",
   "encoding": {"x": {"field": "m", "type": "quantitative"}, "y": {"field": "n", "type": "quantitative"},
                "color": {"field": "species", "type": "nominal"}}},
 "quantile_qq": {"data": {"values": vals},
   "transform": [{"quantile": "v", "step": 0.02, "as": ["p", "q"]},
                 {"calculate": "quantileUniform(datum.p)", "as": "unif"},
                 {"calculate": "quantileNormal(datum.p, 5, 2)", "as": "norm"}],
   "hconcat": [{"mark": "point", "encoding": {"x": {"field": "unif", "type": "quantitative"}, "y": {"field": "q", "type": "quantitative"}}},
               {"mark": "point", "encoding": {"x": {"field": "norm", "type": "quantitative"}, "y": {"field": "q", "type": "quantitative"}}}]},
 "quantile_probs_groups": {"data": {"values": groups},
   "transform": [{"quantile": "mass", "groupby": ["species"], "probs": [0.05, 0.25, 0.5, 0.75, 0.95]}],
   "mark": {"type": "line", "point": True},
   "encoding": {"x": {"field": "prob", "type": "quantitative"}, "y": {"field": "value", "type": "quantitative", "scale": {"zero": False}},
                "color": {"field": "species", "type": "nominal"}}},
 "loess_scatter": {"data": {"values": pts},
   "layer": [{"mark": {"type": "point", "filled": True}, "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}},
             {"mark": {"type": "line", "color": "firebrick"}, "transform": [{"loess": "y", "on": "x", "bandwidth": 0.4}],
              "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}]},
 "loess_groups": {"data": {"values": pts},
   "transform": [{"loess": "y", "on": "x", "groupby": ["g"], "as": ["lx", "ly"]}], "mark": "line",
   "encoding": {"x": {"field": "lx", "type": "quantitative"}, "y": {"field": "ly", "type": "quantitative"}, "color": {"field": "g", "type": "nominal"}}},
 "regression_methods": {"data": {"values": pos}, "width": 400,
   "layer": [{"mark": "point", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}] + [
     {"mark": {"type": "line", "color": c}, "transform": [{"regression": "y", "on": "x", "method": m, **({"order": 4} if m == "poly" else {})}],
      "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
     for m, c in [("linear", "black"), ("log", "orange"), ("exp", "green"), ("pow", "purple"), ("quad", "red"), ("poly", "steelblue")]]},
 "regression_params": {"data": {"values": pts},
   "layer": [{"mark": "point", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "g", "type": "nominal"}}},
             {"mark": "line", "transform": [{"regression": "y", "on": "x", "groupby": ["g"], "extent": [0, 120]}],
              "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "g", "type": "nominal"}}},
             {"transform": [{"regression": "y", "on": "x", "params": True}, {"calculate": "'R²: ' + format(datum.rSquared, '.2f')", "as": "R2"}],
              "mark": {"type": "text", "x": "width", "align": "right", "y": -5}, "encoding": {"text": {"type": "nominal", "field": "R2"}}}]},
}
import vl_convert as vlc
for name, spec in specs.items():
    spec = {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", **spec}
    with open(f"{name}.vl.json", "w") as f: json.dump(spec, f, indent=1, ensure_ascii=False)
    svg = vlc.vegalite_to_svg(spec)
    with open(f"{name}.svg", "w") as f: f.write(svg)
print(f"wrote {len(specs)} specs and their references")
