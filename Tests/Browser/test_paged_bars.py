"""Reference chart 5: five bars a page, paged with buttons, swipes and keys; tapping a bar reports its
entry to the host."""

from selenium.webdriver.common.keys import Keys

from pointer import drag, tap

PAGES = [["太郎", "次郎", "三郎", "四郎", "五郎"], ["六郎", "七郎", "八郎", "九郎", "十郎"],
         ["十一郎", "十二郎", "十三郎"]]


def names(page):
    """The names under the bars of the page shown (the axis labels inside the chart)."""
    svg = page.visible_svg()
    left = svg.rect["x"]
    right = left + svg.rect["width"]
    labels = svg.find_elements("css selector", "g.role-axis-label text")
    return [t.text for t in labels if left <= t.rect["x"] + t.rect["width"] / 2 <= right]


def button(page, label):
    return page.root.find_element("css selector", f'button[aria-label="{label}"]')


def caption(page):
    return page.driver.find_element("id", f"{page.id}-caption").text


def test_buttons_page_and_disable_at_the_ends(open_page):
    page = open_page("paged-bars-1")
    assert names(page) == PAGES[0] and caption(page) == "Page 1 of 3"
    assert not button(page, "Previous page").is_enabled()
    button(page, "Next page").click()
    page.screenshot("page-2")
    assert names(page) == PAGES[1] and caption(page) == "Page 2 of 3"
    assert page.status() == "Page 2 of 3."
    assert page.events("charta-viewport")[-1]["view"] >= 0
    button(page, "Next page").click()
    assert names(page) == PAGES[2]
    assert not button(page, "Next page").is_enabled()
    button(page, "Previous page").click()
    assert names(page) == PAGES[1]


def test_swipes_and_drags_page(open_page):
    page = open_page("paged-bars-2")
    assert names(page) == PAGES[1]
    x, y, w, h = page.table["views"][page.table["start"][0]]["plot"]
    middle = page.client(x + w / 2, y + h / 2)
    right = page.client(x + w - 10, y + h / 2)
    left = page.client(x + 10, y + h / 2)
    # The engine lets a pan come to rest on the nearest page: past half a page (5 bars of 71 points) it
    # turns, short of that it springs back.
    drag(page.driver, right, (right[0] - 250, right[1]), kind="touch")
    assert names(page) == PAGES[2]
    drag(page.driver, left, (left[0] + 250, left[1]))
    assert names(page) == PAGES[1]
    drag(page.driver, middle, (middle[0] + 120, middle[1]), kind="touch")
    assert names(page) == PAGES[1]


def test_keys_page_and_move_the_selection(open_page):
    page = open_page("paged-bars-1")
    page.js("arguments[0].focus();", page.root)
    page.root.send_keys(Keys.PAGE_DOWN)
    assert names(page) == PAGES[1]
    page.root.send_keys(Keys.PAGE_UP)
    assert names(page) == PAGES[0]
    # Arrows select bar after bar and reveal the next page when the selection leaves this one.
    page.root.send_keys(*([Keys.ARROW_RIGHT] * 6))
    assert names(page) == PAGES[1]
    assert page.events("charta-select")[-1]["fields"]["Name"] == "六郎"
    assert page.status() == "Page 2 of 3. Name 六郎, Value 9"
    page.root.send_keys(Keys.ENTER)
    assert page.events("charta-activate")[-1]["fields"] == {"Name": "六郎", "Value": 9}


def test_tapping_a_bar_reports_its_entry(open_page):
    page = open_page("paged-bars-2")
    bar = page.visible_svg().find_element("css selector", '[data-index="7"]')
    r = bar.rect
    tap(page.driver, (round(r["x"] + r["width"] / 2), round(r["y"] + r["height"] / 2)), kind="touch")
    assert page.events("charta-activate")[-1]["fields"] == {"Name": "八郎", "Value": 3}
    assert bar.get_attribute("aria-selected") == "true"
