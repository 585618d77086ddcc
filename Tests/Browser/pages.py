"""A gallery page open in the browser, with helpers in the chart's scene coordinates."""

import os
from pathlib import Path


class Page:
    """One gallery page open in the browser, with helpers in scene coordinates."""

    def __init__(self, driver, folder, name, settle=True, url=None):
        """Opens the page (`name`.html in `folder`, or `url`); with `settle`, its entry animation is
        finished at once."""
        self.driver = driver
        self.id = name
        driver.get(url or (folder / f"{name}.html").as_uri())
        if settle:
            driver.execute_script("document.getAnimations().forEach(function (a) { a.finish(); });")
        self.table = driver.execute_script(
            "return JSON.parse(document.getElementById(arguments[0] + '-data').textContent);", name)
        driver.execute_script("""
            window.chartaEvents = [];
            var root = document.getElementById(arguments[0]);
            ['charta-select', 'charta-activate', 'charta-viewport'].forEach(function (name) {
              root.addEventListener(name, function (e) { window.chartaEvents.push([name, e.detail]); });
            });""", name)

    @property
    def root(self):
        return self.driver.find_element("id", self.id)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def stage_rect(self):
        return self.js("var r = document.querySelector('#' + arguments[0] + ' .charta-stage')"
                       ".getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", self.id)

    def client(self, x, y):
        """Viewport coordinates of a scene point."""
        left, top, width, height = self.stage_rect()
        return (round(left + x * width / self.table["w"]), round(top + y * height / self.table["h"]))

    def visible_svg(self):
        """The base SVG of the picture shown."""
        pictures = self.driver.find_elements("css selector", f"#{self.id} .charta-picture")
        shown = [p for p in pictures if p.is_displayed()]
        assert len(shown) == 1, f"{len(shown)} pictures shown"
        return shown[0].find_element("css selector", "svg")

    def status(self):
        return self.driver.find_element("id", f"{self.id}-status").text

    def events(self, name=None):
        events = self.js("return window.chartaEvents;")
        return [detail for (kind, detail) in events if name is None or kind == name]

    def screenshot(self, label):
        folder = os.environ.get("CHARTA_SCREENSHOTS")
        if folder:
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.driver.save_screenshot(str(Path(folder) / f"{self.id}-{label}.png"))
