"""The reference charts written as Swift Charts views: their interactive pages answer clicks on bars,
pickers and buttons, and touches over the plot, as the views' own closures do."""

from pointer import drag, tap
from test_swiftui_energy import ViewPage


def text_center(page, label):
    """Viewport coordinates of the middle of the drawn text `label`."""
    box = page.driver.execute_script(
        "var label = arguments[1]; var t = Array.from(arguments[0].querySelectorAll('text'))"
        ".find(function (e) { return e.textContent === label; });"
        "if (!t) return null; var r = t.getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2];", page.view, label)
    assert box, f"no text {label!r}"
    return (round(box[0]), round(box[1]))


def texts(page):
    return page.driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll('text')).map(function (e) { return e.textContent; });",
        page.view)


def bars(page):
    """The mark rectangles: (viewport box, fill opacity), left to right."""
    found = page.driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll('g.role-mark rect')).map(function (e) {"
        "var r = e.getBoundingClientRect(); var o = e.getAttribute('fill-opacity');"
        "return [r.left, r.top, r.width, r.height, o === null ? 1 : parseFloat(o)]; });", page.view)
    return sorted(found)


def test_tap_bars_highlight_the_clicked_bar_and_the_picker_changes_the_count(browser, gallery):
    page = ViewPage(browser, gallery, "tap-bars-swiftui")
    first = bars(page)
    assert len(first) == 8
    assert all(b[4] == 1 for b in first)
    x, y, w, h, _ = first[2]
    tap(browser, (round(x + w / 2), round(y + h - 4)))
    assert [b[4] for b in bars(page)] == [1, 1, 0.4, 1, 1, 1, 1, 1]
    tap(browser, text_center(page, "12"))
    assert len(bars(page)) == 12
    assert all(b[4] == 1 for b in bars(page))


def test_monthly_buttons_move_the_window(browser, gallery):
    page = ViewPage(browser, gallery, "monthly-swiftui")
    shown = texts(page)
    assert "2024" in shown and "Oct" in shown and "Feb" not in shown
    tap(browser, text_center(page, "‹ Month"))
    shown = texts(page)
    assert "Feb" in shown and "Oct" not in shown
    tap(browser, text_center(page, "‹ Year"))
    assert "2023" in texts(page)


def test_paged_bars_page_with_the_buttons(browser, gallery):
    page = ViewPage(browser, gallery, "paged-bars-swiftui")
    assert "1 of 3" in texts(page)
    tap(browser, text_center(page, "Next ›"))
    assert "2 of 3" in texts(page)
    tap(browser, text_center(page, "Next ›"))
    assert "3 of 3" in texts(page)


def test_smooth_series_touch_shows_the_bubble_and_tells_the_host(browser, gallery):
    page = ViewPage(browser, gallery, "smooth-series-swiftui")
    assert page.view.get_attribute("data-selected-day") == ""
    r = page.svg().rect
    drag(browser, page.client(r["width"] * 0.2, r["height"] / 2), page.client(r["width"] * 0.31, r["height"] / 2))
    day = page.view.get_attribute("data-selected-day")
    assert day.startswith("2024-03-"), day
    assert len(texts(page)) >= 4, "the bubble shows the day and each series' value"
