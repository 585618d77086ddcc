"""Reference chart 3: dragging selects the nearest hour; the rule, annotation and pink circle move there
and the blue circle stays on "now" (14:00)."""

from selenium.webdriver.common.keys import Keys

from pointer import drag, tap


def hour(page, i, dy=0):
    view = page.table["views"][0]
    x, y, w, h = view["plot"]
    return page.client(view["xs"][i], y + h / 2 + dy)


def annotation(page):
    return page.visible_svg().find_element("css selector", "g.role-annotation").get_attribute("aria-label")


def circle_x(page, colour):
    """Client x of the centre of the visible circle filled with `colour`."""
    circles = [p for p in page.visible_svg().find_elements("css selector", f'path[fill="{colour}"]')]
    assert len(circles) == 1, f"{len(circles)} circles in {colour}"
    r = circles[0].rect
    return r["x"] + r["width"] / 2


def test_dragging_to_17_selects_that_hour(open_page):
    page = open_page("energy-price")
    assert annotation(page) == "14:00-15:00, 329 øre per kWh"
    drag(page.driver, hour(page, 10), hour(page, 17, dy=30))
    page.screenshot("17")
    assert annotation(page) == "17:00-18:00, 421 øre per kWh"
    assert abs(circle_x(page, "#ff2d55") - hour(page, 17)[0]) <= 1.5
    assert abs(circle_x(page, "#007aff") - hour(page, 14)[0]) <= 1.5
    assert page.events("charta-select")[-1]["index"] == 17
    assert page.status() == "Jul 12, 2022, 17:00: Price 421"


def test_snapping_and_keys(open_page):
    page = open_page("energy-price")
    # A tap a third of the way from 05:00 to 06:00 snaps to 05:00; two thirds of the way, to 06:00.
    a, b = hour(page, 5)[0], hour(page, 6)[0]
    y = hour(page, 5)[1]
    tap(page.driver, (round(a + (b - a) / 3), y), kind="touch")
    assert annotation(page).startswith("05:00-06:00")
    tap(page.driver, (round(a + 2 * (b - a) / 3), y), kind="touch")
    assert annotation(page).startswith("06:00-07:00")
    page.js("arguments[0].focus();", page.root)
    page.root.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    assert annotation(page).startswith("08:00-09:00")
    page.root.send_keys(Keys.ESCAPE)
    # Cleared, the chart marks "now" again.
    assert annotation(page) == "14:00-15:00, 329 øre per kWh"
    assert page.status() == "Selection cleared."
