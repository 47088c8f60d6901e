"""The player's settings: one small versioned JSON file in the user data dir.

``{"format": "fudaba-settings", "version": 1, "lang": "ja", ...}``, written
atomically through :mod:`game.storage`. Reading never fails: a missing file
gives the defaults; a broken or newer file is moved aside, the defaults load
and the problem is returned in words (the title scene shows it once).

Every value is checked against what it may be (:data:`ALLOWED`): a language
of :data:`LANGS`, true/false switches, an animation speed of
:data:`ANIM_SPEEDS`, a volume from 0 to 1, a UI scale of :data:`UI_SCALES`.
A number out of range is clamped to the nearest end, one between the steps
snaps to the nearest step, a value of the wrong kind is reset to its default.
When a file needed any of that, the original is kept aside
(``settings.json.bad-<time>``, like an unreadable file), the corrected
settings are written in its place, and the corrections come back as
:class:`Fix` records for the title to show (``describe_fixes``). Unknown keys
are ignored, so an older or newer file still loads. Pure Python (no pygame).
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game import i18n, storage
from game.paths import user_data_dir

FORMAT = "fudaba-settings"
VERSION = 1
FILENAME = "settings.json"

LANGS = ("ja", "en")
ANIM_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)   # 0 = skip animations
UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
UI_SCALE_RANGE = (1.0, 2.0)
VOLUME_STEP = 0.1
VOLUME_RANGE = (0.0, 1.0)

#: what each setting may be, in words (documentation and tests)
ALLOWED = {
    "lang": LANGS, "fullscreen": (False, True), "anim_speed": ANIM_SPEEDS, "volume": VOLUME_RANGE,
    "muted": (False, True), "ui_scale": UI_SCALES, "colorblind": (False, True),
    "undo_vs_computer": (False, True), "show_odds": (False, True), "auto_continue_judgement": (False, True),
    "confirm_early_end": (False, True),
}
#: the settings screen's name for each field
LABEL_KEYS = {
    "lang": "menu.settings.lang", "fullscreen": "menu.settings.display", "anim_speed": "menu.settings.anim",
    "volume": "menu.settings.volume", "muted": "menu.settings.mute", "ui_scale": "menu.settings.ui_scale",
    "colorblind": "menu.settings.colorblind", "undo_vs_computer": "menu.settings.undo",
    "show_odds": "menu.settings.odds", "auto_continue_judgement": "menu.settings.auto_judgement",
    "confirm_early_end": "menu.settings.confirm_early_end",
}


@dataclass(frozen=True, slots=True)
class Fix:
    """One value a settings file had that was not allowed, and what it became."""

    field: str
    old: Any
    new: Any


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
    show_odds: bool = False          # a table's odds overlay (draw chances), where a game has one
    #: a judgement (鬼調伏's) goes on by itself once shown, instead of waiting for a click
    auto_continue_judgement: bool = False
    #: ending a turn with actions still left asks first (a habitual key does not waste a turn)
    confirm_early_end: bool = True

    # ------------------------------------------------------------------
    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Settings":
        """Build from a parsed file: unknown keys ignored, bad values defaulted/clamped."""
        return cls.checked(data)[0]

    @classmethod
    def checked(cls, data: dict[str, Any]) -> tuple["Settings", list[Fix]]:
        """Build from a parsed file and say which values were not allowed (:class:`Fix`)."""
        out = cls()
        for f in fields(cls):
            if f.name in data:
                setattr(out, f.name, data[f.name])
        return out, out.validate()

    def normalised(self) -> "Settings":
        """Bring every field to an allowed value (in place; returns self)."""
        self.validate()
        return self

    def validate(self) -> list[Fix]:
        """Bring every field to an allowed value (in place); the values that were not allowed."""
        d = Settings()
        fixes: list[Fix] = []

        def put(name: str, value: Any, significant: bool = True) -> None:
            old = getattr(self, name)
            same = type(old) is type(value) and old == value
            if not same:
                if significant:
                    fixes.append(Fix(name, old, value))
                setattr(self, name, value)

        put("lang", self.lang if isinstance(self.lang, str) and self.lang in LANGS else d.lang)
        for name in ("fullscreen", "muted", "colorblind", "undo_vs_computer", "show_odds", "auto_continue_judgement",
                     "confirm_early_end"):
            if not isinstance(getattr(self, name), bool):
                put(name, getattr(d, name))
        anim = _nearest(self.anim_speed, ANIM_SPEEDS, d.anim_speed)
        put("anim_speed", anim, _number(self.anim_speed) != anim)
        volume = round(_clamp(self.volume, *VOLUME_RANGE, d.volume), 2)
        v = _number(self.volume)
        put("volume", volume, v is None or abs(v - volume) > 0.005)
        scale = _nearest(self.ui_scale, UI_SCALES, d.ui_scale)
        put("ui_scale", scale, _number(self.ui_scale) != scale)
        return fixes

    # ------------------------------------------------------------------
    @staticmethod
    def path() -> Path:
        return user_data_dir() / FILENAME

    @classmethod
    def load(cls, path: Path | None = None) -> tuple["Settings", storage.LoadResult]:
        """Return ``(settings, load_result)``; ``load_result.problem`` is set
        (and the file moved to ``load_result.moved_to``) when the file was bad;
        ``load_result.fixes`` lists the values that were not allowed and were
        corrected (the original file kept at ``moved_to``, the corrected one written)."""
        path = path or cls.path()
        result = storage.load_json(path, _validate)
        if result.data is None:
            return cls(), result
        settings, fixes = cls.checked(result.data)
        if not fixes:
            return settings, result
        moved = None
        try:
            moved = storage.move_aside(path)
            storage.atomic_write_json(path, settings.to_json())
        except OSError:
            pass   # the original stays where it was; the corrected values still apply
        return settings, storage.LoadResult(result.data, None, moved, tuple(fixes))

    def save(self, path: Path | None = None) -> None:
        storage.atomic_write_json(path or self.path(), self.normalised().to_json())


def _validate(data: Any) -> None:
    storage.check_version(data, FORMAT, VERSION)


# ------------------------------------------------------------------ words
def value_text(field: str, value: Any, lang: str | None = None) -> str:
    """An allowed value as the settings screen shows it (「オン」, "×1.5", "English")."""
    if field == "lang":
        return i18n.t(f"menu.lang.{value}", lang)
    if field == "fullscreen":
        return i18n.t("menu.settings.fullscreen" if value else "menu.settings.window", lang)
    if isinstance(value, bool):
        return i18n.t("menu.on" if value else "menu.off", lang)
    if field == "anim_speed":
        return i18n.t("menu.settings.anim_off", lang) if value == 0 else f"×{value:g}"
    if field == "volume":
        return f"{round(value * 100)}%"
    if field == "ui_scale":
        return f"×{value:g}"
    return str(value)


def raw_text(value: Any, limit: int = 24) -> str:
    """A value as it was written in the file (JSON), shortened."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def describe_fixes(fixes, lang: str | None = None) -> str:
    """「アニメーション速度 -5 → なし（省略）、…」 / "Animation speed -5 → Off (skip), …"."""
    parts = [i18n.t("menu.notice.settings_change", lang, name=i18n.t(LABEL_KEYS.get(f.field, f.field), lang),
                    old=raw_text(f.old), new=value_text(f.field, f.new, lang)) for f in fixes]
    return ("、" if (lang or i18n.get_lang()) == "ja" else ", ").join(parts)


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
