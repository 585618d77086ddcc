"""`charta render spec -o chart.html`: a Vega-Lite chart without interaction, embedded with its
accessibility and no script."""

import json


def test_rendered_html_shows_the_chart_without_script(browser, charta, tmp_path):
    spec = {"data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": 43}]},
            "mark": "bar", "encoding": {"x": {"field": "a", "type": "nominal"},
                                        "y": {"field": "b", "type": "quantitative"}}}
    (tmp_path / "bars.vl.json").write_text(json.dumps(spec))
    charta("render", str(tmp_path / "bars.vl.json"), "-o", str(tmp_path / "bars.html"))
    browser.get((tmp_path / "bars.html").as_uri())
    assert browser.execute_script("return document.scripts.length;") == 0
    svg = browser.find_element("css selector", "figure.charta svg")
    assert svg.is_displayed() and svg.get_attribute("role") == "graphics-document"
    assert svg.rect["width"] > 100 and svg.rect["height"] > 100
    bars = svg.find_elements("css selector", "g.role-mark rect")
    assert len(bars) == 3
    assert [b.get_attribute("data-index") for b in bars] == ["0", "1", "2"]
