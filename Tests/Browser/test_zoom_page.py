"""A zoomable page served by `charta serve --zoom` over 10⁷ points: the wheel zooms and a drag pans the
x domain, a double click restores it, the axes and the line follow, and the picture on screen is the
picture a fresh render of every row draws for its domain."""

import array
import os
import random
import re
import struct
import tempfile
import time
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By

from pointer import drag
from served import charta_serve

ROWS = 10_000_000


def write_walk(path, rows):
    """A random walk as a NumPy (rows, 2) array of little-endian doubles: x = row, y = the walk."""
    rng = random.Random(1)
    values = array.array("d", bytes(16 * rows))
    level = 0.0
    for i in range(rows):
        level += rng.random() - 0.5
        values[2 * i] = i
        values[2 * i + 1] = level
    header = "{'descr': '<f8', 'fortran_order': False, 'shape': (%d, 2), }" % rows
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(values.tobytes())


@pytest.fixture(scope="module")
def server():
    folder = tempfile.mkdtemp(prefix="charta-zoom-")
    data = os.path.join(folder, "walk.npy")
    write_walk(data, ROWS)
    # `exact=1` draws every row: the row limit must allow them.
    with charta_serve("--zoom", f"walk={data}", "--limit", f"rows={2 * ROWS}") as base:
        yield base
    os.remove(data)
    os.rmdir(folder)


def state(driver):
    """The domain of the picture on screen, the query it was asked with, and the answers shown so far."""
    return driver.execute_script(
        "var b = document.body.dataset;"
        "return [b.domain || '', b.query || '', +(b.answers || 0), b.pending || '1'];")


def settled(driver, after=0, timeout=30):
    """Waits until an answer past `after` is on screen and nothing is pending; returns the state."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        domain, query, answers, pending = state(driver)
        if answers > after and pending == "0":
            return [float(v) for v in domain.split(",")], query, answers
        time.sleep(0.05)
    raise AssertionError(f"no settled answer after {after}: {state(driver)}")


def svg(base, query):
    with urllib.request.urlopen(f"{base}/zoom/walk/chart?{query}") as answer:
        return answer.read().decode()


def x_labels(text):
    axis = re.search(r'<g class="role-axis" data-orient="bottom".*?</g>\s*</g>', text, re.S).group(0)
    return re.findall(r"<text[^>]*>([^<]+)</text>", axis)


def line_path(text):
    return re.search(r'<path[^>]* d="(M[^"]+)"', text.split('role-mark', 1)[1]).group(1)


def test_wheel_drag_and_reset_follow_the_data(browser, server):
    browser.get(server + "/zoom/walk")
    stage = browser.find_element(By.ID, "stage")
    whole, first_query, answers = settled(browser)
    assert whole[0] <= 0 and whole[1] >= ROWS - 1
    first = svg(server, first_query)

    # Zoom in around the middle of the stage: x shrinks around the pointer, y stays.
    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(stage, 0, 0), 0, -600).perform()
    zoomed, zoomed_query, answers = settled(browser, answers)
    assert zoomed[1] - zoomed[0] < (whole[1] - whole[0]) / 2
    assert whole[0] < zoomed[0] < zoomed[1] < whole[1]
    assert zoomed[2:] == whole[2:]
    picture = svg(server, zoomed_query)
    assert x_labels(picture) != x_labels(first)
    assert line_path(picture) != line_path(first)

    # Drag right: the window moves left along x, its length kept.
    rect = stage.rect
    middle = (round(rect["x"] + rect["width"] / 2), round(rect["y"] + rect["height"] / 2))
    drag(browser, middle, (middle[0] + 200, middle[1]), finish=False)
    panned, panned_query, answers = settled(browser, answers)
    assert panned[0] < zoomed[0]
    assert abs((panned[1] - panned[0]) - (zoomed[1] - zoomed[0])) < 1e-6 * (zoomed[1] - zoomed[0])

    # What the page shows is what a fresh render of every row draws for that domain.
    assert svg(server, panned_query) == svg(server, panned_query + "&exact=1")

    # A double click restores the first domain, drawn as a fresh render of every row draws it.
    ActionChains(browser).double_click(stage).perform()
    reset, reset_query, answers = settled(browser, answers)
    assert reset == whole
    assert svg(server, reset_query) == svg(server, reset_query + "&exact=1") == first
