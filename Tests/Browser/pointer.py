"""Real pointer input through WebDriver actions: mouse and touch, at viewport coordinates. Unless told
otherwise, every gesture ends with the page's animations finished, so tests see the state it leads to."""

from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput


def _builder(driver, kind):
    if kind == "touch":
        return ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    return ActionBuilder(driver)


def settle(driver):
    """Finishes every running animation of the page."""
    driver.execute_script("document.getAnimations().forEach(function (a) { a.finish(); });")


def tap(driver, point, kind="mouse"):
    builder = _builder(driver, kind)
    builder.pointer_action.move_to_location(*point).pointer_down().pointer_up()
    builder.perform()
    settle(driver)


def hover(driver, point, finish=True):
    builder = _builder(driver, "mouse")
    builder.pointer_action.move_to_location(*point)
    builder.perform()
    if finish:
        settle(driver)


def drag(driver, start, end, kind="mouse", steps=8, finish=True):
    builder = _builder(driver, kind)
    action = builder.pointer_action.move_to_location(*start).pointer_down()
    for i in range(1, steps + 1):
        x = round(start[0] + (end[0] - start[0]) * i / steps)
        y = round(start[1] + (end[1] - start[1]) * i / steps)
        action = action.move_to_location(x, y)
    action.pointer_up()
    builder.perform()
    if finish:
        settle(driver)
