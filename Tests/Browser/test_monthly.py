"""Reference chart 2: month chevrons slide the eight-month window across years; year buttons exist only
where there is data."""

from selenium.webdriver.common.keys import Keys


def months(page):
    return [t.text for t in page.visible_svg().find_elements("css selector", 'g[data-orient="bottom"] text')]


def button(page, label):
    return page.root.find_element("css selector", f'button[aria-label="{label}"]')


def caption(page):
    return page.driver.find_element("id", f"{page.id}-caption").text


def test_chevrons_cross_the_year_boundary(open_page):
    page = open_page("monthly-2024")
    assert caption(page) == "Mar to Oct 2024"
    assert months(page) == ["Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"]
    assert not button(page, "Next month").is_enabled() and not button(page, "Next year").is_enabled()
    button(page, "Previous year").click()
    assert caption(page) == "May to Dec 2023"
    assert months(page) == ["May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    button(page, "Next month").click()
    page.screenshot("jan-2024")
    assert caption(page) == "Jan 2024" and months(page) == ["Jan"]
    assert page.status() == "Jan 2024."
    button(page, "Previous month").click()
    assert caption(page) == "May to Dec 2023"
    button(page, "Previous year").click()
    assert caption(page) == "May to Dec 2022"
    assert not button(page, "Previous year").is_enabled()


def test_keys_slide_months_and_change_years(open_page):
    page = open_page("monthly-2024")
    page.js("arguments[0].focus();", page.root)
    page.root.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    assert caption(page) == "Jan to Aug 2024"
    page.root.send_keys(Keys.ARROW_DOWN)
    assert caption(page) == "May to Dec 2023"
    page.root.send_keys(*([Keys.ARROW_LEFT] * 12))
    assert caption(page) == "May to Dec 2022"
    page.root.send_keys(Keys.ARROW_UP, Keys.ARROW_UP)
    assert caption(page) == "Mar to Oct 2024"
