"""Browser tests of Charta's interactive HTML pages, in headless Chromium driven by Selenium.

The pages come from the built command line (`swift run charta gallery -o <tmp>`), or from the folder
named by CHARTA_GALLERY. Without a browser the tests are skipped, except under CI=true, where a missing
browser, driver or Selenium fails the run.
"""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from pages import Page

ROOT = Path(__file__).resolve().parents[2]
ON_CI = os.environ.get("CI", "").lower() == "true"


def _missing(reason):
    if ON_CI:
        pytest.fail(f"browser tests need {reason} on CI", pytrace=False)
    pytest.skip(f"browser tests need {reason}")


@pytest.fixture(scope="session")
def gallery():
    given = os.environ.get("CHARTA_GALLERY")
    if given:
        yield Path(given)
        return
    folder = Path(tempfile.mkdtemp(prefix="charta-gallery-"))
    subprocess.run(["swift", "run", "charta", "gallery", "-o", str(folder)], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def charta():
    """Runs the built command line from the package root."""
    def run(*arguments):
        return subprocess.run(["swift", "run", "charta", *arguments], cwd=ROOT, check=True,
                              stdout=subprocess.DEVNULL)
    return run


@pytest.fixture(scope="session")
def browser():
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        _missing("Selenium (Debian python3-selenium)")
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not binary or not driver_path:
        _missing("chromium and chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,800",
                     "--force-device-scale-factor=1", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    # The console, so that a test can see what the page's content security policy refused.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    yield driver
    driver.quit()


@pytest.fixture
def open_page(browser, gallery):
    def opener(name):
        return Page(browser, gallery, name)
    return opener

