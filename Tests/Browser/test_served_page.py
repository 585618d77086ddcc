"""An interactive page answered by `charta serve`: it runs under the server's content security policy
(its scripts allowed by their hashes, nothing else), and a click still selects a bar."""

import base64
import json
import re
import urllib.request

import pytest

from pages import Page
from pointer import tap
from served import charta_serve
from test_vegalite_selection import SPEC, bar, centre, selected


@pytest.fixture(scope="module")
def server():
    with charta_serve() as base:
        yield base


def test_a_served_page_runs_under_its_policy(browser, server):
    spec = base64.urlsafe_b64encode(json.dumps(SPEC).encode()).decode().rstrip("=")
    url = f"{server}/render?format=html&spec={spec}"
    with urllib.request.urlopen(url) as answer:
        policy = answer.headers["Content-Security-Policy"]
        page_id = re.search(r'id="([^"]+)-data"', answer.read().decode()).group(1)
    assert "script-src 'sha256-" in policy and "'unsafe-inline'" not in policy.split("script-src")[1]
    browser.get_log("browser")  # what earlier pages logged
    page = Page(browser, None, page_id, url=url)
    assert selected(page) == ["false", "false", "false"]
    tap(page.driver, centre(bar(page, 1)))
    assert selected(page) == ["false", "true", "false"]
    refused = [entry["message"] for entry in browser.get_log("browser") if "Content Security Policy" in entry["message"]]
    assert refused == []
