"""The player's settings: one small versioned JSON file in the user data dir.

``{"format": "fudaba-settings", "version": 1, "lang": "ja", ...}``, written
atomically through :mod:`game.storage`. Reading never fails: a missing file
gives the defaults; a broken or newer file is moved aside, the defaults load
and the problem is returned in words (the title scene shows it once).
Unknown keys are ignored and out-of-range values are clamped, so an
old or hand-edited file still loads. Pure Python (no pygame).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game import storage
from game.paths import user_data_dir

FORMAT = "fudaba-settings"
VERSION = 1
FILENAME = "settings.json"

LANGS = ("ja", "en")
ANIM_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)   # 0 = skip animations
UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
UI_SCALE_RANGE = (1.0, 2.0)
VOLUME_STEP = 0.1


@dataclass(slots=True)
class Settings:
    lang: str = "ja"
    fullscreen: bool = False
    anim_speed: float = 1.0
    volume: float = 0.7
    muted: bool = False
    ui_scale: float = 1.0
    colorblind: bool = False
    undo_vs_computer: bool = True

    # ------------------------------------------------------------------
    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Settings":
        """Build from a parsed file: unknown keys ignored, bad values defaulted/clamped."""
        out = cls()
        for f in fields(cls):
            if f.name in data:
                setattr(out, f.name, data[f.name])
        return out.normalised()

    def normalised(self) -> "Settings":
        """Clamp every field into its allowed range (in place; returns self)."""
        d = Settings()
        self.lang = self.lang if self.lang in LANGS else d.lang
        for name in ("fullscreen", "muted", "colorblind", "undo_vs_computer"):
            if not isinstance(getattr(self, name), bool):
                setattr(self, name, getattr(d, name))
        self.anim_speed = _nearest(self.anim_speed, ANIM_SPEEDS, d.anim_speed)
        self.volume = round(_clamp(self.volume, 0.0, 1.0, d.volume), 2)
        self.ui_scale = round(_clamp(self.ui_scale, *UI_SCALE_RANGE, d.ui_scale), 2)
        return self

    # ------------------------------------------------------------------
    @staticmethod
    def path() -> Path:
        return user_data_dir() / FILENAME

    @classmethod
    def load(cls, path: Path | None = None) -> tuple["Settings", storage.LoadResult]:
        """Return ``(settings, load_result)``; ``load_result.problem`` is set
        (and the file moved to ``load_result.moved_to``) when the file was bad."""
        result = storage.load_json(path or cls.path(), _validate)
        if result.data is None:
            return cls(), result
        return cls.from_json(result.data), result

    def save(self, path: Path | None = None) -> None:
        storage.atomic_write_json(path or self.path(), self.normalised().to_json())


def _validate(data: Any) -> None:
    storage.check_version(data, FORMAT, VERSION)


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if value != value:  # NaN
        return None
    return float(value)


def _clamp(value: Any, lo: float, hi: float, default: float) -> float:
    v = _number(value)
    if v is None:
        return default
    return min(hi, max(lo, v))


def _nearest(value: Any, allowed: tuple[float, ...], default: float) -> float:
    v = _number(value)
    if v is None:
        return default
    return min(allowed, key=lambda a: (abs(a - v), a))
