"""The one resource-path helper finds assets from source, a wheel and a frozen app."""
from __future__ import annotations

import sys
from pathlib import Path

from game import paths


def test_source_checkout_finds_assets() -> None:
    root = paths.resource_root()
    assert (root / "assets" / "fonts" / "BIZUDPGothic-Regular.ttf").exists()
    assert (root / "levels" / "tables").is_dir()


def test_frozen_app_uses_meipass(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resource_root() == tmp_path
    assert paths.resource_path("levels", "tables", "x.tmx") == tmp_path / "levels" / "tables" / "x.tmx"


def test_installed_wheel_layout(monkeypatch, tmp_path: Path) -> None:
    """A wheel ships assets/ and levels/ as game/_data (setup.py's build step)."""
    pkg = tmp_path / "site-packages" / "game"
    pkg.mkdir(parents=True)
    fake_file = pkg / "paths.py"
    fake_file.write_text("")
    monkeypatch.setattr(paths, "__file__", str(fake_file))
    assert paths.resource_root() == pkg / "_data"


def test_user_data_dir_override(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FUDABA_HOME", str(tmp_path / "home"))
    assert paths.user_data_dir() == tmp_path / "home"
    assert (tmp_path / "home").is_dir()


def test_user_data_dir_default_is_per_user(monkeypatch) -> None:
    monkeypatch.delenv("FUDABA_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", "/tmp/fudaba-xdg-test")
    if sys.platform.startswith("linux"):
        assert paths.user_data_dir() == Path("/tmp/fudaba-xdg-test/fudaba")
