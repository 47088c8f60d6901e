"""Screenshots, the bench's stable figure names, smoke, subcommands, catalogues."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from game import __main__ as entry
from game.scenes import registry
from game.screenshot import shoot

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("name", registry.MENU_SCENES)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_screenshot_of_every_menu_scene(tmp_path, name, lang):
    out = tmp_path / f"{name}-{lang}.png"
    assert shoot(name, out, seed=3, lang=lang, frames=3) == 0
    assert out.read_bytes()[:8] == PNG


def test_screenshot_through_main_with_size(tmp_path):
    import pygame
    out = tmp_path / "title.png"
    assert entry.main(["--screenshot", str(out), "--scene", "title", "--size", "640x360"]) == 0
    assert pygame.image.load(str(out)).get_size() == (640, 360)


def test_unknown_scene_is_an_error_not_a_crash(tmp_path):
    assert shoot("no-such-scene", tmp_path / "x.png", frames=1) == 2


def test_registry_register_and_variants(tmp_path):
    from game.scenes.title import TitleScene
    seen = []
    registry.register("custom", lambda app, seed, variant=None: seen.append(variant) or TitleScene(app))
    assert shoot("custom:v2", tmp_path / "c.png", frames=1) == 0
    assert seen == ["v2"]
    assert "custom" in registry.names() and "fujin" in registry.names()


def test_bench_json_has_stable_names():
    from game.bench.__main__ import main
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["--json", "--frames", "20", "--runs", "1", "--only", "menus,startup,process"]) == 0
    data = json.loads(buf.getvalue()[buf.getvalue().index("{"):])
    expected = {f"scene.{s}.frame_ms.{q}" for s in registry.MENU_SCENES for q in ("p50", "p99", "max")}
    expected |= {"startup.first_frame_s", "startup.bare_pygame_s", "process.peak_rss_mb"}
    assert expected <= set(data)
    for fig in data.values():
        assert set(fig) >= {"value", "unit", "goal"} and fig["value"] >= 0
    assert data["scene.title.frame_ms.p99"]["goal"] == 8.0


def test_every_bench_section_resolves():
    """Each registered section's module and function exist (the heavy ones run in the bench, not here)."""
    from game.bench import SECTIONS, resolve
    for name in SECTIONS:
        assert callable(resolve(name)), name


def test_bench_unknown_section():
    from game.bench.__main__ import main
    assert main(["nope"]) == 2


def test_smoke_exits_zero():
    assert entry.main(["--smoke", "--actions", "2"]) == 0


def test_missing_subcommand_module_gives_a_message(capsys, monkeypatch):
    monkeypatch.setitem(entry.SUBCOMMANDS, "ghost", "game._no_such_module:main")
    assert entry.main(["ghost", "x"]) == 2
    assert "not available" in capsys.readouterr().err


def test_menu_catalogues_have_the_same_keys():
    from pathlib import Path
    folder = Path(entry.__file__).parent / "locale"
    ja = json.loads((folder / "ja" / "menu.json").read_text(encoding="utf-8"))
    en = json.loads((folder / "en" / "menu.json").read_text(encoding="utf-8"))
    assert set(ja) == set(en) and all(k.startswith("menu.") for k in ja)
