"""`charta plot` in a real terminal: tmux at 100 × 30 runs the built command line and the captured pane
is checked (size, axes, braille line, labels, colours, no stray escape sequences).

Run with Debian's python3 and tmux installed: `/usr/bin/python3 -m pytest Tests/Terminal`. Without
tmux the tests are skipped, unless CI=true, where that is a failure.
"""

import math
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BRAILLE = range(0x2801, 0x2900)


@pytest.fixture(scope="module")
def charta():
    subprocess.run(["swift", "build", "--product", "charta"], cwd=ROOT, check=True, capture_output=True)
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()
    return str(Path(path) / "charta")


@pytest.fixture(scope="module")
def tmux():
    if shutil.which("tmux") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("tmux is not installed")
        pytest.skip("tmux is not installed")
    return shutil.which("tmux")


def run_in_tmux(tmux, command, name, ansi=False):
    """Runs `command` in a detached 100 × 30 tmux session and returns the captured pane."""
    socket = f"charta-test-{os.getpid()}-{name}"
    config = Path(tempfile.mkdtemp(prefix="charta-tmux-")) / "tmux.conf"
    config.write_text("set -g status off\n")  # the pane is the whole 100 × 30 window
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TMUX", "COLUMNS", "LINES")}
    env["TERM"] = "xterm-256color"
    subprocess.run([tmux, "-L", socket, "-f", str(config), "new-session", "-d", "-s", name, "-x", "100", "-y", "30",
                    f"{command}; printf DONE; sleep 30"], check=True, env=env)
    try:
        pane = ""
        for _ in range(200):
            time.sleep(0.1)
            args = [tmux, "-L", socket, "capture-pane", "-p", "-t", name] + (["-e"] if ansi else [])
            pane = subprocess.run(args, check=True, capture_output=True, text=True).stdout
            if "DONE" in pane:
                break
        return pane
    finally:
        subprocess.run([tmux, "-L", socket, "kill-server"], check=False, capture_output=True)


@pytest.fixture(scope="module")
def prices():
    folder = Path(tempfile.mkdtemp(prefix="charta-plot-"))
    lines = ["date,price"] + [f"2024-03-{d + 1:02d},{100 + 40 * math.sin(d / 4):.2f}" for d in range(30)]
    (folder / "prices.csv").write_text("\n".join(lines) + "\n")
    return folder / "prices.csv"


def test_plot_fills_the_pane(charta, tmux, prices):
    pane = run_in_tmux(tmux, f"{charta} plot {prices} --x date --y price", "plain")
    lines = pane.split("\n")
    done = next(i for i, line in enumerate(lines) if "DONE" in line)
    # The chart takes the terminal's 30 rows less one, so the line after it is the 30th.
    assert done == 29
    chart = lines[:done]
    assert all(len(line) <= 100 for line in chart)
    # A braille line, box-drawing axes, the y title down the side and date tick labels.
    assert sum(1 for line in chart for ch in line if ord(ch) in BRAILLE) > 60
    assert any("┼" in line or "└" in line or "┴" in line for line in chart)
    assert any("Mar" in line or "Tue" in line or "Wed" in line for line in chart[-4:])
    # The x-axis title names the year the day labels leave out.
    assert any(line.strip() == "date (2024)" for line in chart[-3:])
    assert any(line.strip().startswith("140") or line.strip().startswith("130") for line in chart[:8])


def test_plot_colours_follow_the_terminal(charta, tmux, prices):
    pane = run_in_tmux(tmux, f"{charta} plot {prices} --x date --y price", "colour", ansi=True)
    assert "\x1b[" in pane  # a 256-colour terminal gets colours
    plain = run_in_tmux(tmux, f"NO_COLOR=1 {charta} plot {prices} --x date --y price", "nocolour", ansi=True)
    chart = plain.split("DONE")[0]
    assert "\x1b[38" not in chart and "\x1b[48" not in chart


def test_plot_follow_redraws_from_standard_input(charta, tmux):
    feed = "printf 'x,y\\n'; for i in 1 2 3 4 5 6 7 8; do echo \"$i,$((i * i))\"; sleep 0.05; done"
    pane = run_in_tmux(tmux, f"({feed}) | {charta} plot --follow --window 5 --mark bar", "follow")
    lines = pane.split("\n")
    done = next(i for i, line in enumerate(lines) if "DONE" in line)
    chart = lines[:done]
    # The window holds the last five rows: x runs 4…8 and y reaches 64.
    assert any("64" in line or "60" in line for line in chart)
    bottom = " ".join(chart[-4:])
    assert "8" in bottom and " 1 " not in bottom
    assert sum(line.count("█") for line in chart) > 20


def test_hostile_data_does_not_reach_the_terminal(charta, tmux):
    folder = Path(tempfile.mkdtemp(prefix="charta-plot-"))
    data = folder / "evil.csv"
    data.write_text('name,value\n"\x1b]0;owned\x07t",1\n"\x1b]52;c;aGk=\x07c",2\n"\x1b[2J",3\n')
    pane = run_in_tmux(tmux, f"{charta} plot {data} --mark bar; tmux display -p '#{{pane_title}}'", "evil")
    assert "owned" not in pane.split("DONE")[0].splitlines()[-1]
    assert "\\x1B" in pane


def test_size_from_columns_and_lines_when_piped(charta, prices):
    """Standard output is a pipe, so the size comes from COLUMNS and LINES (one row is left for the prompt)."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR",)}
    env.update(COLUMNS="60", LINES="12")
    out = subprocess.run([charta, "plot", str(prices), "--x", "date", "--y", "price"], check=True,
                         capture_output=True, text=True, env=env).stdout
    lines = out.split("\n")
    assert lines[-1] == "" and len(lines) == 12
    assert max(len(line) for line in lines) <= 60
    assert "\x1b" not in out
