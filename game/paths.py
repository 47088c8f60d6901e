"""Where things live: bundled resources and the user's data directory.

One helper finds ``assets/`` and ``levels/`` whether the app runs from a
source checkout, an installed wheel or a PyInstaller bundle (``sys._MEIPASS``);
user files (settings, saves, statistics) always go to the per-user data dir,
never next to the program.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "fudaba"


def resource_root() -> Path:
    """The folder holding ``assets/`` and ``levels/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    here = Path(__file__).resolve().parent
    # source checkout / editable install: the repository root
    if (here.parent / "assets").is_dir():
        return here.parent
    # installed wheel: data files shipped inside the package
    return here / "_data"


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def user_data_dir() -> Path:
    """Per-user writable folder; ``FUDABA_HOME`` overrides it (tests, portable use)."""
    override = os.environ.get("FUDABA_HOME")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_path
        path = user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path
