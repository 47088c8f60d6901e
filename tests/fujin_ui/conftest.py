import pytest


@pytest.fixture()
def app():
    from game.app import App
    from game.ui import tween
    a = App(headless=True, lang="ja", fullscreen=False)
    a.settings.anim_speed = 0
    tween.set_speed(0)
    yield a
    tween.set_speed(1.0)
