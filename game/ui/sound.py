"""Sound effects, loaded lazily from ``assets/sounds/<name>.wav``.

Why so forgiving: the game must run the same on a machine without an audio
device (CI, remote desktops: ``SDL_AUDIODRIVER=dummy``) and before every
effect has been made. A failed mixer init or a missing file makes ``play``
a silent no-op (remembered, so it is not retried every frame), never an error.
"""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.paths import resource_path

log = logging.getLogger(__name__)


class Sounds:
    def __init__(self, folder: Path | str | None = None, volume: float = 1.0,
                 muted: bool = False) -> None:
        self.folder = Path(folder) if folder is not None else resource_path("assets", "sounds")
        self._volume = max(0.0, min(1.0, float(volume)))
        self.muted = muted
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._available: bool | None = None  # unknown until first use

    @property
    def available(self) -> bool:
        """True when the mixer works (initialised on first call)."""
        if self._available is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._available = True
            except pygame.error as exc:  # no audio device
                log.info("sound disabled: %s", exc)
                self._available = False
        return self._available

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = max(0.0, min(1.0, float(value)))
        for snd in self._cache.values():
            if snd is not None:
                snd.set_volume(self._volume)

    def set_volume(self, value: float) -> None:
        self.volume = value

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        return self.muted

    def get(self, name: str) -> "pygame.mixer.Sound | None":
        """The loaded sound, or None when missing/unplayable (cached either way)."""
        if name in self._cache:
            return self._cache[name]
        snd = None
        if self.available:
            path = self.folder / f"{name}.wav"
            try:
                snd = pygame.mixer.Sound(str(path))
                snd.set_volume(self._volume)
            except (pygame.error, FileNotFoundError, OSError) as exc:
                log.info("sound %r unavailable: %s", name, exc)
        self._cache[name] = snd
        return snd

    def play(self, name: str) -> bool:
        """Play ``name`` once; False when muted, silent or missing."""
        if self.muted or self._volume <= 0:
            return False
        snd = self.get(name)
        if snd is None:
            return False
        try:
            snd.play()
        except pygame.error:
            return False
        return True
