"""Scene names → factories, for ``--screenshot --scene NAME`` and the bench.

``register(name, factory)`` with ``factory(app, seed) -> Scene | [Scene, ...]``
(a list is pushed bottom to top, e.g. a table under its pause overlay).
Game tables need not register: for a name whose first part is a game code
(``fujin``, ``fujin:result``) the registry imports ``game.<code>.table`` and
calls its ``screenshot_scene(app, seed, variant)`` (``variant`` is the text
after the colon, or ``None``), which returns a scene or a list of scenes. A
game's catalogue ``entries`` (another way in, e.g. a campaign) are named
``<code>-<entry>``: the table's ``screenshot_scene`` gets the entry as its variant.
"""
from __future__ import annotations

import importlib
from typing import Callable

from game import games

Factory = Callable[..., object]
_FACTORIES: dict[str, Factory] = {}
MENU_SCENES = ("title", "select", "setup", "settings", "pause", "result")


def register(name: str, factory: Factory) -> None:
    _FACTORIES[name] = factory


def names() -> list[str]:
    """Registered names plus every game code (tables resolve lazily)."""
    _builtins()
    entries = {f"{g.code}-{e[0]}" for g in games.GAMES for e in g.entries}
    return sorted(set(_FACTORIES) | {g.code for g in games.GAMES} | entries)


def build(app, name: str, seed: int = 1) -> list:
    """Return the scenes for ``name``, bottom first; ``KeyError`` if unknown."""
    _builtins()
    if name in _FACTORIES:
        return _as_list(_FACTORIES[name](app, seed))
    base, _, variant = name.partition(":")
    if base in _FACTORIES:
        return _as_list(_FACTORIES[base](app, seed, variant))
    try:
        info = games.get(base)
    except KeyError:
        info, variant = _entry(base, variant)
        if info is None:
            raise KeyError(f"unknown scene {name!r}; known: {', '.join(names())}") from None
    try:
        table = importlib.import_module(info.table_module)
    except ModuleNotFoundError as exc:
        raise KeyError(f"scene {name!r}: {info.table_module} does not exist yet") from exc
    make = getattr(table, "screenshot_scene", None) or getattr(getattr(table, "Table", None), "screenshot_scene", None)
    if make is None:
        raise KeyError(f"scene {name!r}: {info.table_module} has no screenshot_scene()")
    return _as_list(make(app, seed, variant or None))


def _entry(base: str, variant: str):
    """``<game>-<entry>`` (a game's other way in from its catalogue ``entries``, e.g. a solo
    campaign): that game, and the entry's key as the variant its table renders."""
    code, _, key = base.partition("-")
    for info in games.GAMES:
        if info.code == code and any(e[0] == key for e in info.entries):
            return info, key
    return None, variant


def _as_list(result) -> list:
    return list(result) if isinstance(result, (list, tuple)) else [result]


_done = False


def _builtins() -> None:
    global _done
    if _done:
        return
    _done = True

    def title(app, seed):
        from game.scenes.title import TitleScene
        return TitleScene(app)

    def select(app, seed):
        from game.scenes.select import SelectScene
        return [title(app, seed), SelectScene(app)]

    def setup(app, seed, variant=None):
        from game.scenes.setup import SetupScene
        code = variant or next((g.code for g in games.GAMES if g.playable), games.GAMES[0].code)
        return [title(app, seed), SetupScene(app, code)]

    def settings(app, seed):
        from game.scenes.settings_scene import SettingsScene
        return [title(app, seed), SettingsScene(app)]

    def first_playable() -> str:
        return next((g.code for g in games.GAMES if g.playable), games.GAMES[0].code)

    def pause(app, seed):
        from game.scenes.pause import PauseScene, TableStandIn
        return [TableStandIn(app, seed), PauseScene(app, game_code=first_playable())]

    def result(app, seed):
        from game.i18n import t
        from game.scenes.pause import TableStandIn
        from game.scenes.result import ResultScene
        return [TableStandIn(app, seed),
                ResultScene(app, winner=lambda: t("menu.sample.winner"),
                            reason=lambda: t("menu.sample.reason"), on_play_again=lambda: None)]

    def rules(app, seed, variant=None):
        """``rules`` (the first game's quick reference), ``rules:FJ-8`` / ``rules:FJ-R07`` (the
        game whose prefix the anchor has), or ``rules:<code>``."""
        from game.scenes.rules import RulesScene
        code, anchor = first_playable(), variant or None
        for g in games.GAMES:
            if variant == g.code:
                code, anchor = g.code, None
            elif variant and g.prefix and variant.upper().startswith(g.prefix + "-"):
                code = g.code
        return [title(app, seed), RulesScene(app, code, anchor=anchor)]

    def stats(app, seed):
        from game.scenes.stats import StatsScene
        return [title(app, seed), StatsScene(app)]

    def replays(app, seed):
        from game.scenes.replays import ReplaysScene
        return [title(app, seed), ReplaysScene(app)]

    def review(app, seed, variant=None):
        """``review:<game>``: the review of a game seat 0 played against a random
        computer, computed before the picture is taken (issue #38)."""
        from game.engine.thinker import InlineThinker
        from game.scenes.review import ReviewScene
        from game.ui.table import runs
        code = variant or first_playable()
        table = importlib.import_module(games.get(code).table_module)
        tb = runs.cpu_table(table.Table, app, seed, [runs.HUMAN, runs.RANDOM], 10 ** 6)
        scene = ReviewScene(app, tb.record, 0, lambda index: None, thinker=InlineThinker(slice_seconds=5.0))
        scene.review.run()
        scene.update(0.0)
        return [title(app, seed), scene]

    def saved_games(app, seed):
        from game.scenes.saved_games import SavedGamesScene
        return [title(app, seed), SavedGamesScene(app)]

    for name, fn in (("title", title), ("select", select), ("setup", setup), ("settings", settings),
                     ("pause", pause), ("result", result), ("rules", rules), ("stats", stats),
                     ("replays", replays), ("saved-games", saved_games), ("review", review)):
        _FACTORIES.setdefault(name, fn)
