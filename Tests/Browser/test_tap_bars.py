"""Reference chart 1: tapping a bar highlights it at 40% opacity and un-highlights the others."""

from selenium.webdriver.common.keys import Keys

from pointer import tap


def bar(page, index):
    return page.visible_svg().find_element("css selector", f'[data-index="{index}"]')


def centre(element):
    r = element.rect
    return (round(r["x"] + r["width"] / 2), round(r["y"] + r["height"] / 2))


def state(page, count):
    """(aria-selected, computed opacity) of every bar."""
    return [(bar(page, i).get_attribute("aria-selected"), bar(page, i).value_of_css_property("opacity"))
            for i in range(count)]


def test_tapping_a_bar_highlights_it_and_tapping_another_moves_the_highlight(open_page):
    page = open_page("tap-bars-8")
    # The gallery state: bar 2 is highlighted.
    assert state(page, 8)[1] == ("true", "0.4")
    tap(page.driver, centre(bar(page, 4)))
    page.screenshot("bar-5")
    assert state(page, 8) == [("true", "0.4") if i == 4 else ("false", "1") for i in range(8)]
    assert page.status().startswith("Bar 5, Value")
    assert page.events("charta-select")[-1]["index"] == 4
    assert page.events("charta-select")[-1]["fields"]["Bar"] == "5"
    tap(page.driver, centre(bar(page, 6)))
    assert state(page, 8) == [("true", "0.4") if i == 6 else ("false", "1") for i in range(8)]


def test_tapping_empty_space_clears_and_touch_taps_select(open_page):
    page = open_page("tap-bars-4")
    short = min(range(4), key=lambda i: bar(page, i).rect["height"])
    r = bar(page, short).rect
    # Above the shortest bar there is no bar.
    tap(page.driver, (round(r["x"] + r["width"] / 2), round(r["y"] - 10)))
    assert all(selected == "false" for selected, _ in state(page, 4))
    assert page.status() == "Selection cleared."
    assert page.events("charta-select")[-1] == {"kind": "none"}
    tap(page.driver, centre(bar(page, 2)), kind="touch")
    assert state(page, 4)[2] == ("true", "0.4")


def test_keyboard_moves_activates_and_clears(open_page):
    page = open_page("tap-bars-8")
    page.js("arguments[0].focus();", page.root)
    page.root.send_keys(Keys.ARROW_RIGHT)
    # From bar 2 the right arrow moves to bar 3.
    assert state(page, 8)[2] == ("true", "0.4")
    assert state(page, 8)[1] == ("false", "1")
    page.root.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    assert state(page, 8)[0] == ("true", "0.4")
    page.root.send_keys(Keys.ENTER)
    assert page.events("charta-activate")[-1]["index"] == 0
    page.root.send_keys(Keys.ESCAPE)
    assert all(s == ("false", "1") for s in state(page, 8))
    assert page.status() == "Selection cleared."
