"""`charta render spec -o chart.html` for Vega-Lite specs with selection parameters: brushes in two
dimensions and along y (drawn by dragging, moved by dragging inside, cleared by a double click), point
selections by field with shift-click toggling, hover and nearest selections, and legend-bound selections.
Each drives the page with real pointer events and reads the items' state and style back."""

import json

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.keys import Keys

from pages import Page
from pointer import drag, hover, tap

# Nine points on a 3 × 3 grid, three groups; the colour condition greys what the selection leaves out.
ROWS = [{"x": x, "y": y, "g": "abc"[(x + y) % 3]} for x in (1, 2, 3) for y in (1, 2, 3)]
GREY = "rgb(128, 128, 128)"


def spec(params, color_else="grey", **encoding):
    enc = {
        "x": {"field": "x", "type": "quantitative"},
        "y": {"field": "y", "type": "quantitative"},
        "color": {"condition": {"param": params[0]["name"], "field": "g", "type": "nominal"}, "value": color_else},
    }
    enc.update(encoding)
    return {"data": {"values": ROWS}, "params": params, "mark": {"type": "point", "filled": True, "size": 200},
            "encoding": enc, "width": 300, "height": 300}


@pytest.fixture
def render(browser, charta, tmp_path):
    def run(name, vl):
        folder = tmp_path / name
        folder.mkdir()
        (folder / "spec.vl.json").write_text(json.dumps(vl))
        charta("render", str(folder / "spec.vl.json"), "-o", str(folder / "chart.html"))
        return Page(browser, folder, "chart")
    return run


def points(page):
    return page.visible_svg().find_elements("css selector", "g.role-mark [data-index]")


def state(page):
    """Row → (aria-selected, computed fill) of every point."""
    return {int(p.get_attribute("data-index")): (p.get_attribute("aria-selected"), p.value_of_css_property("fill"))
            for p in points(page)}


def centre(page, row):
    p = next(p for p in points(page) if int(p.get_attribute("data-index")) == row)
    r = p.rect
    return (round(r["x"] + r["width"] / 2), round(r["y"] + r["height"] / 2))


def row(x, y):
    return ROWS.index(next(r for r in ROWS if r["x"] == x and r["y"] == y))


def selected_rows(page):
    return sorted(k for k, (on, _) in state(page).items() if on == "true")


def double_click(page, at):
    chain = ActionChains(page.driver)
    chain.move_by_offset(0, 0)
    page.driver.execute_script("""
        var r = document.elementFromPoint(arguments[0], arguments[1]);
        r.dispatchEvent(new MouseEvent('dblclick', {bubbles: true, clientX: arguments[0], clientY: arguments[1]}));""",
                               *at)


def test_two_dimensional_brush_draws_moves_and_clears(render):
    page = render("brush", spec([{"name": "brush", "select": "interval"}]))
    drawn = state(page)
    assert all(on == "false" and fill != GREY for on, fill in drawn.values())
    page.screenshot("before")
    # Drag from beyond the lower-left point (x 1, y 1) to between the middle and the upper points.
    a, b = centre(page, row(1, 1)), centre(page, row(2, 2))
    drag(page.driver, (a[0] - 10, a[1] + 10), (b[0] + 20, b[1] - 20))
    page.screenshot("after")
    inside = {row(1, 1), row(1, 2), row(2, 1), row(2, 2)}
    after = state(page)
    assert selected_rows(page) == sorted(inside)
    for k, (on, fill) in after.items():
        assert fill == (drawn[k][1] if k in inside else GREY), k
    assert page.events("charta-select")[-1]["name"] == "brush"
    x0, x1 = page.events("charta-select")[-1]["x"]
    assert x0 < 1 < 2 < x1 < 3
    # Dragging inside the brush moves it one column right.
    step = centre(page, row(2, 1))[0] - a[0]
    inner = (a[0] + 5, a[1] - 5)
    drag(page.driver, inner, (inner[0] + step, inner[1]))
    assert selected_rows(page) == sorted({row(2, 1), row(2, 2), row(3, 1), row(3, 2)})
    # A double click clears: every point has its colour back and nothing is selected.
    double_click(page, centre(page, row(3, 3)))
    assert state(page) == drawn
    assert page.events("charta-select")[-1]["kind"] == "none"
    # The wheel over a brush grows it around the pointer; Escape clears it.
    drag(page.driver, (a[0] - 10, a[1] + 10), (a[0] + 10, a[1] - 10))
    assert selected_rows(page) == [row(1, 1)]
    ActionChains(page.driver).scroll_from_origin(ScrollOrigin.from_viewport(a[0], a[1]), 0, 2600).perform()
    assert selected_rows(page) == sorted(inside)
    page.root.send_keys(Keys.ESCAPE)
    assert state(page) == drawn


def test_brush_along_y_spans_the_width(render):
    page = render("ybrush", spec([{"name": "band", "select": {"type": "interval", "encodings": ["y"]}}]))
    a, b = centre(page, row(1, 3)), centre(page, row(1, 2))
    drag(page.driver, (b[0] + 4, b[1] + 10), (a[0] + 4, a[1] - 10))
    assert selected_rows(page) == sorted(row(x, y) for x in (1, 2, 3) for y in (2, 3))
    shape = page.driver.find_element("css selector", "#chart .charta-brush rect")
    assert float(shape.get_attribute("width")) > 250


def test_point_selection_by_field_with_shift_toggle(render):
    page = render("pick", spec([{"name": "pick", "select": {"type": "point", "fields": ["g"]}}]))
    drawn = state(page)
    group = lambda g: sorted(i for i, r in enumerate(ROWS) if r["g"] == g)
    tap(page.driver, centre(page, group("a")[0]))
    assert selected_rows(page) == group("a")
    assert all(fill == GREY for k, (_, fill) in state(page).items() if k not in group("a"))
    assert page.events("charta-select")[-1]["values"] == ["a"]
    # Shift-click adds a group, and shift-clicking it again removes it.
    def shift_tap(k):
        p = next(p for p in points(page) if int(p.get_attribute("data-index")) == k)
        ActionChains(page.driver).key_down(Keys.SHIFT).click(p).key_up(Keys.SHIFT).perform()
    shift_tap(group("b")[0])
    assert selected_rows(page) == sorted(group("a") + group("b"))
    shift_tap(group("b")[1])
    assert selected_rows(page) == group("a")
    # A click on empty space clears.
    plot = page.table["views"][0]["plot"]
    tap(page.driver, page.client(plot[0] + 3, plot[1] + 3))
    assert selected_rows(page) == []
    assert state(page) == drawn


def test_hover_and_nearest_point_selections(render):
    page = render("near", spec([{"name": "near", "select": {"type": "point", "on": "pointerover", "nearest": True}}]))
    a = centre(page, row(2, 2))
    # Nearest: a pointer 15 points off the middle point still selects it.
    hover(page.driver, (a[0] + 15, a[1] + 8))
    assert selected_rows(page) == [row(2, 2)]
    b = centre(page, row(3, 1))
    hover(page.driver, (b[0] - 12, b[1] - 5))
    assert selected_rows(page) == [row(3, 1)]
    # Leaving the chart clears a hover selection.
    hover(page.driver, (3, 3))
    assert selected_rows(page) == []


def test_legend_binding_selects_and_toggles_values(render):
    page = render("legend", spec([{"name": "pick", "select": {"type": "point", "fields": ["g"]}, "bind": "legend"}]))
    labels = page.visible_svg().find_elements("css selector", ".role-legend-label text")
    assert [t.text for t in labels] == ["a", "b", "c"]
    group = lambda g: sorted(i for i, r in enumerate(ROWS) if r["g"] == g)
    tap(page.driver, centre_of(labels[1]))
    assert selected_rows(page) == group("b")
    assert labels[0].value_of_css_property("opacity") == "0.35"
    # Marks do not select a legend-bound selection without its own "on".
    tap(page.driver, centre(page, group("c")[0]))
    assert selected_rows(page) == group("b")
    ActionChains(page.driver).key_down(Keys.SHIFT).click(labels[2]).key_up(Keys.SHIFT).perform()
    assert selected_rows(page) == sorted(group("b") + group("c"))
    double_click(page, centre(page, group("a")[0]))
    assert selected_rows(page) == []


def centre_of(element):
    r = element.rect
    return (round(r["x"] + r["width"] / 2), round(r["y"] + r["height"] / 2))


def test_initial_values_are_shown_and_static_output_keeps_them(render, charta, tmp_path):
    vl = spec([{"name": "brush", "select": "interval", "value": {"x": [1.5, 3.5], "y": [0.5, 1.5]}}])
    page = render("init", vl)
    assert selected_rows(page) == [row(2, 1), row(3, 1)]
    charta("render", str(tmp_path / "init" / "spec.vl.json"), "-o", str(tmp_path / "init.svg"))
    svg = (tmp_path / "init.svg").read_text()
    assert svg.count('fill="#808080"') == 7


def axis_labels(page, orient):
    return [t.text for t in page.visible_svg().find_elements(
        "css selector", f'.role-axis[data-orient="{orient}"] .role-axis-label text')]


def test_scale_binding_zooms_around_the_pointer_and_pans(render):
    vl = spec([{"name": "grid", "select": "interval", "bind": "scales"}])
    vl["encoding"]["color"] = {"field": "g", "type": "nominal"}
    vl["encoding"]["x"]["scale"] = {"domain": [0, 4]}
    vl["encoding"]["y"]["scale"] = {"domain": [0, 4]}
    page = render("zoom", vl)
    assert axis_labels(page, "bottom") == ["0.0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0", "3.5", "4.0"]
    before = {k: centre(page, k) for k in range(len(ROWS))}
    middle = before[row(2, 2)]
    page.screenshot("zoom-before")
    # Zoom in with the wheel over the middle point: it stays put, the others move away from it.
    stage = page.driver.find_element("css selector", "#chart .charta-stage")
    r = stage.rect
    offset = (middle[0] - round(r["x"] + r["width"] / 2), middle[1] - round(r["y"] + r["height"] / 2))
    ActionChains(page.driver).scroll_from_origin(ScrollOrigin.from_element(stage, *offset), 0, -600).perform()
    page.screenshot("zoom-after")
    after = {k: centre(page, k) for k in range(len(ROWS))}
    assert abs(after[row(2, 2)][0] - middle[0]) <= 1 and abs(after[row(2, 2)][1] - middle[1]) <= 1
    spread = lambda c: abs(c[row(3, 2)][0] - c[row(1, 2)][0])
    assert spread(after) > 1.5 * spread(before)
    # The axis follows: fewer units across the plot, labels at a finer step, the middle value in view.
    labels = [float(t) for t in axis_labels(page, "bottom")]
    assert labels[0] > 0 and labels[-1] < 4 and labels[0] < 2 < labels[-1]
    grid = page.visible_svg().find_elements("css selector", '.role-axis[data-orient="bottom"] .role-axis-grid line')
    assert len(grid) == len(labels)
    # Points outside the plot are clipped, not drawn over the axes.
    assert page.js("return document.querySelector('#chart g.role-mark').getAttribute('clip-path')")
    zoomed = page.events("charta-viewport")[-1]["x"]
    assert zoomed[1] - zoomed[0] < 4
    # A drag pans: everything moves with the pointer, the domain shifts the other way.
    drag(page.driver, (middle[0] + 5, middle[1] + 5), (middle[0] + 45, middle[1] + 5))
    panned = {k: centre(page, k) for k in range(len(ROWS))}
    assert abs(panned[row(2, 2)][0] - after[row(2, 2)][0] - 40) <= 2
    assert page.events("charta-viewport")[-1]["x"][0] < zoomed[0]
    # A double click restores the chart's own domain.
    double_click(page, middle)
    assert axis_labels(page, "bottom") == ["0.0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0", "3.5", "4.0"]
    assert {k: centre(page, k) for k in range(len(ROWS))} == before


def test_a_brush_in_one_view_colours_another(render):
    left = {"params": [{"name": "brush", "select": "interval"}], "mark": {"type": "point", "filled": True},
            "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
    right = {"params": [{"name": "pick", "select": {"type": "point", "fields": ["g"]}}],
             "mark": {"type": "point", "filled": True, "size": 200},
             "encoding": {"x": {"field": "y", "type": "quantitative"}, "y": {"field": "x", "type": "quantitative"},
                          "color": {"condition": {"param": "brush", "value": "steelblue"}, "value": "red"},
                          "opacity": {"condition": {"param": "pick", "value": 1}, "value": 0.2}}}
    page = render("concat", {"data": {"values": ROWS}, "hconcat": [left, right]})
    marks = page.visible_svg().find_elements("css selector", "g.role-mark")
    assert len(marks) == 2
    left_points, right_points = [m.find_elements("css selector", "[data-index]") for m in marks]

    def right_fills():
        return {int(p.get_attribute("data-index")): p.value_of_css_property("fill") for p in right_points}

    steel, red = "rgb(70, 130, 180)", "rgb(255, 0, 0)"
    assert set(right_fills().values()) == {steel}
    by_row = {int(p.get_attribute("data-index")): p for p in left_points}
    a, b = centre_of(by_row[row(1, 1)]), centre_of(by_row[row(2, 2)])
    drag(page.driver, (a[0] - 10, a[1] + 10), (b[0] + 20, b[1] - 20))
    inside = {row(1, 1), row(1, 2), row(2, 1), row(2, 2)}
    assert right_fills() == {k: steel if k in inside else red for k in range(len(ROWS))}
    # The point selection of the right view works there only: clicking a left point does not select.
    tap(page.driver, centre_of(by_row[row(3, 3)]))
    assert {p.value_of_css_property("opacity") for p in right_points} == {"1"}
    target = next(p for p in right_points if int(p.get_attribute("data-index")) == row(3, 3))
    tap(page.driver, centre_of(target))
    group = {i for i, r in enumerate(ROWS) if r["g"] == ROWS[row(3, 3)]["g"]}
    assert {int(p.get_attribute("data-index")): p.value_of_css_property("opacity") for p in right_points} == {
        k: "1" if k in group else "0.2" for k in range(len(ROWS))}


def test_a_repeated_brush_is_one_selection_made_in_any_view(render):
    vl = {"data": {"values": ROWS}, "repeat": ["x", "y"],
          "spec": {"params": [{"name": "brush", "select": "interval"}], "mark": {"type": "point", "filled": True},
                   "encoding": {"x": {"field": {"repeat": "repeat"}, "type": "quantitative"},
                                "y": {"field": "y", "type": "quantitative"},
                                "color": {"condition": {"param": "brush", "value": "steelblue"}, "value": "red"}}}}
    page = render("repeat", vl)
    marks = page.visible_svg().find_elements("css selector", "g.role-mark")
    views = [{int(p.get_attribute("data-index")): p for p in m.find_elements("css selector", "[data-index]")}
             for m in marks]
    fills = lambda view: {k: p.value_of_css_property("fill") for k, p in view.items()}
    steel, red = "rgb(70, 130, 180)", "rgb(255, 0, 0)"
    # The second view draws (y, y): a brush around its lower-left point holds the whole bottom row, in
    # both views.
    a = centre_of(views[1][row(1, 1)])
    drag(page.driver, (a[0] - 10, a[1] + 10), (a[0] + 10, a[1] - 10))
    bottom = {row(x, 1) for x in (1, 2, 3)}
    assert fills(views[1]) == {k: steel if k in bottom else red for k in views[1]}
    assert fills(views[0]) == {k: steel if k in bottom else red for k in views[0]}
    # A brush started in the first view replaces the one in the second: only the point (1, 1) now.
    b = centre_of(views[0][row(1, 1)])
    drag(page.driver, (b[0] - 10, b[1] + 10), (b[0] + 10, b[1] - 10))
    assert fills(views[0]) == {k: steel if k == row(1, 1) else red for k in views[0]}
    assert fills(views[1]) == {k: steel if k == row(1, 1) else red for k in views[1]}
    assert len(page.driver.find_elements("css selector", '#chart .charta-brush rect[visibility="visible"]')) == 1


def test_size_conditions_scale_symbols_about_their_centres(render):
    vl = spec([{"name": "pick", "select": {"type": "point", "fields": ["g"]}}],
              size={"condition": {"param": "pick", "value": 200}, "value": 50})
    page = render("size", vl)
    widths = lambda: {int(p.get_attribute("data-index")): p.rect["width"] for p in points(page)}
    # Empty, the selection holds every point: all are drawn at 200 (twice the width of 50).
    start = widths()
    middle = centre(page, row(2, 2))
    tap(page.driver, middle)
    group = {i for i, r in enumerate(ROWS) if r["g"] == ROWS[row(2, 2)]["g"]}
    after = widths()
    for k, w in after.items():
        assert abs(w - (start[k] if k in group else start[k] / 2)) <= 1.5, k
    # Scaling keeps the symbol where it was.
    assert abs(centre(page, row(2, 2))[0] - middle[0]) <= 1 and abs(centre(page, row(2, 2))[1] - middle[1]) <= 1


def test_legend_binding_on_lines_selects_whole_series(render):
    vl = {"data": {"values": ROWS}, "params": [{"name": "s", "select": {"type": "point", "fields": ["g"]},
                                                 "bind": "legend"}],
          "mark": "line",
          "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"},
                       "color": {"field": "g", "type": "nominal"},
                       "opacity": {"condition": {"param": "s", "value": 1}, "value": 0.2}}}
    page = render("lines", vl)
    series = page.visible_svg().find_elements("css selector", "g.role-mark [data-series]")
    assert sorted(e.get_attribute("data-series") for e in series) == ["a", "b", "c"]
    labels = page.visible_svg().find_elements("css selector", ".role-legend-label text")
    tap(page.driver, centre_of(labels[2]))
    opacity = {e.get_attribute("data-series"): e.value_of_css_property("opacity") for e in series}
    assert opacity == {"a": "0.2", "b": "0.2", "c": "1"}
    assert [e.get_attribute("aria-selected") for e in series if e.get_attribute("data-series") == "c"] == ["true"]


def test_a_brush_in_one_view_filters_another(render):
    left = {"params": [{"name": "brush", "select": "interval"}], "mark": {"type": "point", "filled": True},
            "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}

    def filtered(**f):
        return {"transform": [{"filter": dict(param="brush", **f)}],
                "mark": {"type": "point", "filled": True, "size": 200},
                "encoding": {"x": {"field": "y", "type": "quantitative"}, "y": {"field": "x", "type": "quantitative"}}}

    page = render("filter", {"data": {"values": ROWS}, "hconcat": [left, filtered(), filtered(empty=False)]})
    marks = page.visible_svg().find_elements("css selector", "g.role-mark")
    assert len(marks) == 3
    left_points, kept, strict = [m.find_elements("css selector", "[data-index]") for m in marks]

    def shown(points):
        return {int(p.get_attribute("data-index")) for p in points if p.value_of_css_property("display") != "none"}

    everything = set(range(len(ROWS)))
    # Every row is drawn; an empty brush keeps all of them, or none with `empty: false`.
    assert shown(kept) == everything
    assert shown(strict) == set()
    by_row = {int(p.get_attribute("data-index")): p for p in left_points}
    a, b = centre_of(by_row[row(1, 1)]), centre_of(by_row[row(2, 2)])
    drag(page.driver, (a[0] - 10, a[1] + 10), (b[0] + 20, b[1] - 20))
    inside = {row(1, 1), row(1, 2), row(2, 1), row(2, 2)}
    assert shown(kept) == inside
    assert shown(strict) == inside
    page.screenshot("brushed")
    # Moving the brush refilters live: dragged right by one column it holds x = 2 and 3.
    c = centre_of(by_row[row(3, 2)])
    drag(page.driver, (a[0] + 5, a[1] - 5), (a[0] + 5 + c[0] - b[0], a[1] - 5))
    assert shown(kept) == {row(2, 1), row(2, 2), row(3, 1), row(3, 2)}
    # Clearing the brush shows every row again (none with `empty: false`).
    double_click(page, centre_of(by_row[row(3, 3)]))
    assert shown(kept) == everything
    assert shown(strict) == set()
