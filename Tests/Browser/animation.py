"""Helpers for animation tests: pause every animation of the page at a moment, read drawn boxes, and
emulate the reduced-motion preference."""

import contextlib


def pause_all(driver, fraction):
    """Pauses every animation of the document at `fraction` of its duration; returns how many there are."""
    return driver.execute_script("""
        var all = document.getAnimations(), fraction = arguments[0];
        all.forEach(function (a) {
          a.pause();
          a.currentTime = a.effect.getComputedTiming().duration * fraction;
        });
        return all.length;""", fraction)


def boxes(driver, selector, root=None):
    """The client rectangles [x, y, width, height] of the elements matching `selector`."""
    return driver.execute_script("""
        var root = arguments[1] || document;
        return Array.prototype.map.call(root.querySelectorAll(arguments[0]), function (e) {
          var r = e.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        });""", selector, root)


def close(a, b, tolerance=0.05):
    """Whether two lists of boxes agree within `tolerance` pixels."""
    return len(a) == len(b) and all(abs(p - q) <= tolerance for u, v in zip(a, b) for p, q in zip(u, v))


@contextlib.contextmanager
def reduced_motion(driver):
    """Emulates `prefers-reduced-motion: reduce` for the block."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        yield
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
