"""`charta render --animate -o chart.svg`: the entry animation as CSS animations. Paused at a moment,
the bars have the heights of the engine's frame at that moment (`render --at T`), eased; under
reduced motion the final chart shows at once."""

import json

import pytest

from animation import boxes, close, pause_all, reduced_motion

VALUES = [{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": -43}, {"a": "D", "b": 91}]
X = {"field": "a", "type": "nominal"}
Y = {"field": "b", "type": "quantitative"}
BARS_AND_LINE = {"data": {"values": VALUES}, "layer": [
    {"mark": "bar", "encoding": {"x": X, "y": Y}},
    {"mark": {"type": "line", "color": "orange"}, "encoding": {"x": X, "y": Y}}]}
# Two cells whose zero lines sit at different heights: each grows from its own.
CONCAT = {"data": {"values": VALUES}, "vconcat": [
    {"mark": "bar", "encoding": {"x": X, "y": Y}, "transform": [{"filter": "datum.b > 0"}]},
    {"mark": "bar", "encoding": {"x": {"field": "b", "type": "quantitative"}, "y": X}}]}
AREA = {"data": {"values": VALUES}, "mark": "area",
        "encoding": {"x": {"field": "a", "type": "ordinal"}, "y": Y}}


@pytest.fixture
def draw(charta, tmp_path):
    """Writes a spec and renders it with the given options; returns the output path."""
    def render(spec, name, *options):
        source = tmp_path / f"{name}.vl.json"
        source.write_text(json.dumps(spec))
        out = tmp_path / f"{name}{len(list(tmp_path.iterdir()))}.svg"
        charta("render", str(source), *options, "-o", str(out))
        return out
    return render


def frame_boxes(browser, path, selector, moment=None):
    browser.get(path.as_uri())
    if moment is not None:
        assert pause_all(browser, moment) > 0
    return boxes(browser, selector)


@pytest.mark.parametrize("spec", [BARS_AND_LINE, CONCAT], ids=["layers", "concat"])
def test_paused_bars_match_the_engine_frame(browser, draw, spec):
    animated = draw(spec, "chart", "--animate")
    for moment in [0.25, 0.5, 0.9]:
        shown = frame_boxes(browser, animated, "g.role-mark rect", moment)
        engine = frame_boxes(browser, draw(spec, "chart", "--at", str(moment)), "g.role-mark rect")
        assert close(shown, engine), (moment, shown, engine)
    final = frame_boxes(browser, draw(spec, "chart"), "g.role-mark rect")
    # The default easing (cubic in and out) is a quarter grown at half time... and 1/16 at a quarter.
    quarter = frame_boxes(browser, animated, "g.role-mark rect", 0.25)
    for q, f in zip(quarter, final):
        assert abs(q[3] - f[3] / 16) < 0.05 or abs(q[2] - f[2] / 16) < 0.05


def test_areas_grow_and_lines_fade(browser, draw):
    animated = draw(BARS_AND_LINE, "chart", "--animate")
    browser.get(animated.as_uri())
    assert pause_all(browser, 0.5) == 2
    opacity = browser.execute_script(
        "return +getComputedStyle(document.querySelector('g.mark-line')).opacity;")
    assert abs(opacity - 0.5) < 1e-3
    area = draw(AREA, "area", "--animate")
    shown = frame_boxes(browser, area, "g.role-mark path", 0.5)
    engine = frame_boxes(browser, draw(AREA, "area", "--at", "0.5"), "g.role-mark path")
    assert close(shown, engine, 0.1), (shown, engine)


def test_reduced_motion_shows_the_final_chart_at_once(browser, draw):
    animated = draw(BARS_AND_LINE, "chart", "--animate")
    final = frame_boxes(browser, draw(BARS_AND_LINE, "chart"), "g.role-mark rect")
    with reduced_motion(browser):
        browser.get(animated.as_uri())
        assert browser.execute_script("return document.getAnimations().length;") == 0
        assert close(boxes(browser, "g.role-mark rect"), final)
    browser.get(animated.as_uri())
    assert browser.execute_script("return document.getAnimations().length;") == 2
