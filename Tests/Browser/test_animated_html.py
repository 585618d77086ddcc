"""Animation in interactive pages: the entry of a chart that asks for animation, a paging step and
reduced motion. Every animation is paused at a moment through `document.getAnimations()` and the bars
measured against the engine: its entry frame (`render --at T`) and its transition between the two
precomputed pages (kept rectangles interpolate their frames by the eased progress)."""

import json

from animation import boxes, close, pause_all, reduced_motion
from pages import Page
from pointer import drag, hover

SPEC = {
    "data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": -35}, {"a": "C", "b": 43}]},
    "params": [{"name": "pick", "select": "point"}],
    "mark": "bar",
    "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}},
}
SHOWN_BARS = "#{} .charta-picture:not([hidden]) g.role-mark rect"


def relative(driver, selector, svg_selector):
    """Boxes of `selector` relative to the top left corner of the SVG matched by `svg_selector`."""
    origin = driver.execute_script(
        "var r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.x, r.y];",
        svg_selector)
    return [[x - origin[0], y - origin[1], w, h] for x, y, w, h in boxes(driver, selector)]


def test_entry_follows_the_engine_frames(browser, charta, tmp_path):
    (tmp_path / "bars.vl.json").write_text(json.dumps(SPEC))
    charta("render", str(tmp_path / "bars.vl.json"), "--animate", "-o", str(tmp_path / "chart.html"))
    for moment in [0.25, 0.5]:
        frame = tmp_path / f"frame-{moment}.svg"
        charta("render", str(tmp_path / "bars.vl.json"), "--at", str(moment), "-o", str(frame))
        browser.get(frame.as_uri())
        engine = relative(browser, "g.role-mark rect", "svg")
        page = Page(browser, tmp_path, "chart", settle=False)
        assert page.js("return typeof ChartaMotion;") == "function"
        assert pause_all(browser, moment) == 1
        shown = relative(browser, SHOWN_BARS.format("chart"), "#chart .charta-picture:not([hidden]) svg")
        assert close(shown, engine, 0.1), (moment, shown, engine)
    # Finished, the page shows the chart itself.
    charta("render", str(tmp_path / "bars.vl.json"), "-o", str(tmp_path / "final.svg"))
    browser.get((tmp_path / "final.svg").as_uri())
    final = relative(browser, "g.role-mark rect", "svg")
    Page(browser, tmp_path, "chart", settle=False)
    browser.execute_script("document.getAnimations().forEach(function (a) { a.finish(); });")
    shown = relative(browser, SHOWN_BARS.format("chart"), "#chart .charta-picture:not([hidden]) svg")
    assert close(shown, final, 0.01)


def rect_attributes(page, picture):
    return page.js("""
        return Array.prototype.map.call(document.querySelectorAll('#' + arguments[0] + ' g.role-mark rect'),
          function (r) { return ['x', 'y', 'width', 'height'].map(function (n) { return +r.getAttribute(n); }); });""",
                   picture)


def test_a_paging_step_slides_the_bars(open_page):
    page = open_page("paged-bars-1")
    page.js("document.getAnimations().forEach(function (a) { a.finish(); });")
    start = rect_attributes(page, "paged-bars-1-p0")
    page.root.find_element("css selector", 'button[aria-label="Next page"]').click()
    target = rect_attributes(page, "paged-bars-1-p1")
    assert len(start) == len(target) == 13
    svg = "#paged-bars-1 .charta-picture:not([hidden]) svg"
    # d3's cubic in-out: 1/16 of the way at a quarter of the time, half way at half time.
    for moment, eased in [(0.25, 0.0625), (0.5, 0.5)]:
        assert pause_all(page.driver, moment) >= 13
        shown = relative(page.driver, SHOWN_BARS.format("paged-bars-1"), svg)
        expected = [[a + (b - a) * eased for a, b in zip(u, v)] for u, v in zip(start, target)]
        assert close(shown, expected, 0.1), (moment, shown, expected)
    page.js("document.getAnimations().forEach(function (a) { a.finish(); });")
    assert close(relative(page.driver, SHOWN_BARS.format("paged-bars-1"), svg), target, 0.01)


def test_a_swipe_continues_from_where_it_let_go(open_page):
    page = open_page("paged-bars-1")
    start = rect_attributes(page, "paged-bars-1-p0")
    target = rect_attributes(page, "paged-bars-1-p1")
    x, y, w, h = page.table["views"][0]["plot"]
    right = page.client(x + w - 10, y + h / 2)
    drag(page.driver, right, (right[0] - 250, right[1]), kind="touch", finish=False)
    svg = "#paged-bars-1 .charta-picture:not([hidden]) svg"
    scale = page.table["w"] / page.js("return document.querySelector(arguments[0]).getBoundingClientRect().width;", svg)
    assert pause_all(page.driver, 0) >= 13
    # At the start the bars stand where the finger left them (250 pixels left of page 1), not back on page 1.
    shifted = [[a - 250 * scale, b, c, d] for a, b, c, d in start]
    assert close(relative(page.driver, SHOWN_BARS.format("paged-bars-1"), svg), shifted, 0.6)
    page.js("document.getAnimations().forEach(function (a) { a.finish(); });")
    assert close(relative(page.driver, SHOWN_BARS.format("paged-bars-1"), svg), target, 0.01)


def test_reduced_motion_shows_final_states_at_once(browser, gallery):
    with reduced_motion(browser):
        page = Page(browser, gallery, "paged-bars-1", settle=False)
        assert page.js("return document.getAnimations().length;") == 0
        svg = "#paged-bars-1 .charta-picture:not([hidden]) svg"
        final = rect_attributes(page, "paged-bars-1-p0")
        assert close(relative(browser, SHOWN_BARS.format("paged-bars-1"), svg), final, 0.01)
        page.root.find_element("css selector", 'button[aria-label="Next page"]').click()
        assert page.js("return document.getAnimations().length;") == 0
        final = rect_attributes(page, "paged-bars-1-p1")
        assert close(relative(browser, SHOWN_BARS.format("paged-bars-1"), svg), final, 0.01)
    page = Page(browser, gallery, "paged-bars-1", settle=False)
    # The bars grow as one layer; the thirteen value labels fade in.
    assert page.js("return document.getAnimations().length;") == 14


def test_the_selection_overlay_glides(open_page):
    page = open_page("smooth-series")
    view = page.table["views"][0]
    x, y, w, h = view["plot"]

    def at(day):
        return page.client(view["xs"][day], y + h / 2)

    def rule_x():
        return page.js("""var g = document.querySelector('#smooth-series .charta-layer g.charta-on line');
            var r = g.getBoundingClientRect(); return r.x + r.width / 2;""")

    hover(page.driver, at(5))
    start = rule_x()
    hover(page.driver, at(20), finish=False)
    assert pause_all(page.driver, 0.5) >= 1
    halfway = rule_x()
    page.js("document.getAnimations().forEach(function (a) { a.finish(); });")
    end = rule_x()
    assert abs(end - start) > 50
    # Cubic in and out is half way at half time.
    assert abs(halfway - (start + end) / 2) < 0.6, (start, halfway, end)
