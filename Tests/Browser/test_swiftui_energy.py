"""The tutorial's EnergyLinePriceView, compiled as written against ChartaSwiftUI: its interactive page
answers a click and a drag over the plot as the view's own closures do (the rule, annotation and pink
circle move to the nearest hour, and the page shows the index the view told its host)."""

import re

from pointer import drag, tap


class ViewPage:
    """A page made by ViewRenderer.interactiveHTML, open in the browser."""

    def __init__(self, driver, folder, name):
        self.driver = driver
        driver.get((folder / f"{name}.html").as_uri())
        self.view = driver.find_element("id", "charta-view")

    def svg(self):
        return self.view.find_element("css selector", "svg")

    def client(self, x, y):
        """Viewport coordinates of a point of the view."""
        r = self.driver.execute_script(
            "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top];", self.view)
        return (round(r[0] + x), round(r[1] + y))

    def line(self):
        """The 6-point price line's vertices, in the view's coordinates, one an hour."""
        path = self.svg().find_element("css selector", 'path[stroke-width="6"]').get_attribute("d")
        return [(float(x), float(y)) for x, y in re.findall(r"(-?[\d.]+),(-?[\d.]+)", path)]

    def annotation(self):
        return self.svg().find_element("css selector", "g.role-annotation").get_attribute("aria-label")

    def selected_index(self):
        return self.view.get_attribute("data-selected-index")


def interval(hour):
    return f"{hour % 24:02d}:00-{(hour + 1) % 24:02d}:00"


def test_click_selects_the_nearest_hour(browser, gallery):
    page = ViewPage(browser, gallery, "energy-price-swiftui")
    points = page.line()
    assert len(points) == 24
    assert page.selected_index() == ""
    # A click a third of the way from 05:00 to 06:00 selects 05:00; two thirds of the way, 06:00.
    (a, y), (b, _) = points[5], points[6]
    tap(browser, page.client(a + (b - a) / 3, y + 20))
    assert page.annotation().startswith(interval(5))
    assert page.selected_index() == "5"
    tap(browser, page.client(a + 2 * (b - a) / 3, y + 20))
    assert page.annotation().startswith(interval(6))
    assert page.selected_index() == "6"


def test_drag_moves_the_selection_with_the_pointer(browser, gallery):
    page = ViewPage(browser, gallery, "energy-price-swiftui")
    points = page.line()
    start = page.client(points[3][0], points[3][1])
    end = page.client(points[17][0] + 2, points[17][1] + 40)
    drag(browser, start, end)
    assert page.annotation().startswith(interval(17))
    assert page.selected_index() == "17"
    # The pink circle is on the selected hour's price.
    pink = page.svg().find_elements("css selector", 'path[fill="#ff2d55"]')
    assert pink, "no pink circle"
    r = pink[-1].rect
    assert abs(r["x"] + r["width"] / 2 - page.client(*points[17])[0]) <= 2
