"""`charta render spec -o chart.html` for a Vega-Lite spec with a point selection: clicking a bar
selects it through Charta's interaction engine, the other bars dim, and clicking empty space clears."""

import json

from pages import Page
from pointer import tap

SPEC = {
    "data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": 43}]},
    "params": [{"name": "pick", "select": "point"}],
    "mark": "bar",
    "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}},
}


def bar(page, index):
    return page.visible_svg().find_element("css selector", f'g.role-mark [data-index="{index}"]')


def centre(element):
    r = element.rect
    return (round(r["x"] + r["width"] / 2), round(r["y"] + r["height"] / 2))


def selected(page):
    return [bar(page, i).get_attribute("aria-selected") for i in range(3)]


def test_clicking_a_bar_selects_it_and_empty_space_clears(browser, charta, tmp_path):
    (tmp_path / "pick.vl.json").write_text(json.dumps(SPEC))
    charta("render", str(tmp_path / "pick.vl.json"), "-o", str(tmp_path / "chart.html"))
    page = Page(browser, tmp_path, "chart")
    # The initial state: nothing selected, every bar fully drawn.
    assert selected(page) == ["false", "false", "false"]
    tap(page.driver, centre(bar(page, 1)))
    assert selected(page) == ["false", "true", "false"]
    assert bar(page, 0).value_of_css_property("opacity") == "0.4"
    assert page.events("charta-select")[-1]["index"] == 1
    r = bar(page, 0).rect
    tap(page.driver, (round(r["x"] + r["width"] / 2), round(r["y"] - 10)))
    assert selected(page) == ["false", "false", "false"]
    assert page.events("charta-select")[-1]["kind"] == "none"
