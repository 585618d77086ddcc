"""Reference chart 4: touching shows a rule, markers and an info bubble that stays inside the chart."""

from selenium.webdriver.common.keys import Keys

from pointer import drag, hover


def overlay(page):
    """The overlay group shown (rule, markers, bubble), or None."""
    shown = [g for g in page.driver.find_elements("css selector", f"#{page.id} .charta-layer g.charta-on")
             if g.is_displayed()]
    assert len(shown) <= 1
    return shown[0] if shown else None


def bubble(page):
    group = overlay(page)
    assert group is not None, "no overlay shown"
    return group.find_element("css selector", 'g[id$="selection-bubble"]')


def plot_client_rect(page):
    x, y, w, h = page.table["views"][0]["plot"]
    left, top = page.client(x, y)
    right, bottom = page.client(x + w, y + h)
    return left, top, right, bottom


def day(page, i):
    """The client point of day `i`, kept a pixel inside the chart (the last day lies on its right edge)."""
    view = page.table["views"][0]
    x, y, w, h = view["plot"]
    cx, cy = page.client(view["xs"][i], y + h / 2)
    left, top, right, bottom = plot_client_rect(page)
    return (min(max(cx, left + 1), right - 1), cy)


def test_hovering_shows_the_day_with_the_bubble_inside_the_plot(open_page):
    page = open_page("smooth-series")
    left, top, right, bottom = plot_client_rect(page)
    for i, title in [(0, "Mar 1, 2024"), (15, "Mar 16, 2024"), (29, "Mar 30, 2024")]:
        hover(page.driver, day(page, i))
        page.screenshot(f"day-{i + 1}")
        b = bubble(page)
        assert b.find_element("css selector", "text").text == title
        r = b.rect
        assert left - 0.5 <= r["x"] and r["x"] + r["width"] <= right + 0.5, (i, r)
        assert top - 0.5 <= r["y"] and r["y"] + r["height"] <= bottom + 0.5, (i, r)
        rule = overlay(page).find_element("css selector", 'g[id$="selection-rule"] line')
        assert abs(rule.rect["x"] + rule.rect["width"] / 2 - day(page, i)[0]) <= 2
        assert len(overlay(page).find_elements("css selector", 'g[id$="selection-markers"] path')) == 3


def test_touch_drag_scrubs_and_reports_the_row(open_page):
    page = open_page("smooth-series")
    drag(page.driver, day(page, 3), day(page, 25), kind="touch")
    assert bubble(page).find_element("css selector", "text").text == "Mar 26, 2024"
    detail = page.events("charta-select")[-1]
    assert detail["kind"] == "x" and detail["index"] == 25
    assert [p["series"] for p in detail["points"]] == ["first", "second", "third"]
    assert detail["points"][0]["fields"]["Date"] == "2024-03-26T00:00:00Z"
    assert detail["points"][0]["y"] == 67.8


def test_leaving_the_chart_hides_marker_and_bubble(open_page):
    page = open_page("smooth-series")
    hover(page.driver, day(page, 12))
    assert overlay(page) is not None
    left, top, right, bottom = plot_client_rect(page)
    hover(page.driver, (right + 40, bottom + 40))
    assert overlay(page) is None
    assert page.status() == "Selection cleared."


def test_arrow_keys_move_the_day_and_escape_clears(open_page):
    page = open_page("smooth-series")
    page.js("arguments[0].focus();", page.root)
    # The gallery state touches March 10; the right arrow moves to March 11.
    page.root.send_keys(Keys.ARROW_RIGHT)
    assert bubble(page).find_element("css selector", "text").text == "Mar 11, 2024"
    assert page.status() == "Mar 11, 2024: first 40.7, second 36.4, third 56"
    page.root.send_keys(Keys.ESCAPE)
    assert overlay(page) is None
    assert page.status() == "Selection cleared."
