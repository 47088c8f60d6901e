"""Sound effects, loaded lazily from ``assets/sounds/<name>.wav``.

Why so forgiving: the game must run the same on a machine without an audio
device (CI, remote desktops: ``SDL_AUDIODRIVER=dummy``) and before every
effect has been made. A failed mixer init or a missing file makes ``play``
a silent no-op (remembered, so it is not retried every frame), never an error.

Without a sound card the audio libraries under SDL (ALSA above all) write a
screenful of errors straight to file descriptor 2 while the mixer starts.
:func:`init_mixer` catches that output (it goes to the log at debug level),
says once per process, in one log line, that the game plays silently, and
never tries again.
"""
from __future__ import annotations

import logging
import os
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pygame

from game.paths import resource_path

log = logging.getLogger(__name__)

#: why the mixer could not start in this process (None: not tried, or it works)
_mixer_failed: str | None = None


@contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """Catch what C libraries write to file descriptor 2 inside the block; the
    text is appended to the yielded list when the block ends. Does nothing
    (yields an empty list) where there is no real descriptor 2."""
    out: list[str] = []
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield out
        return
    try:
        sink = tempfile.TemporaryFile()
    except OSError:
        os.close(saved)
        yield out
        return
    try:
        os.dup2(sink.fileno(), 2)
        try:
            yield out
        finally:
            os.dup2(saved, 2)
            sink.seek(0)
            out.append(sink.read().decode("utf-8", "replace"))
    finally:
        os.close(saved)
        sink.close()


def init_mixer() -> bool:
    """Start ``pygame.mixer`` if it is not running; False (silently, said once in
    the log) when there is no usable audio device."""
    global _mixer_failed
    if pygame.mixer.get_init():
        return True
    if _mixer_failed is not None:
        return False
    error: Exception | None = None
    with captured_stderr() as noise:
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            error = exc
    said = "".join(noise).strip()
    if said:
        log.debug("audio start-up output:\n%s", said)
    if error is None:
        return True
    _mixer_failed = str(error) or type(error).__name__
    log.warning("no sound device (%s): playing silently", _mixer_failed)
    return False


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
            self._available = init_mixer()
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
