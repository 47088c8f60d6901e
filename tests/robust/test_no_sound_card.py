"""Without a sound card the game falls back to silence quietly: none of the
audio libraries' error output (ALSA writes a screenful) reaches stderr, and
one log line says, once, that the game plays silently."""
from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys
sys.path.insert(0, {root!r})
from game.app import App
app = App(headless=True, fullscreen=False)
print("played", app.sounds.play("click"), app.sounds.play("card_place"))
again = App(headless=True, fullscreen=False)      # a second app in the same process
print("played", again.sounds.play("click"))
"""


def test_no_sound_card_is_silent_and_said_once(tmp_path):
    # ALSA pointed at a card that does not exist: fails (noisily) on every machine
    env = dict(os.environ, SDL_AUDIODRIVER="alsa", AUDIODEV="hw:99", FUDABA_HOME=str(tmp_path),
               SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT))], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:2] == ["played False False", "played False"]
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert lines == [lines[0]] and "playing silently" in lines[0], out.stderr
    assert "ALSA lib" not in out.stderr


def test_the_captured_noise_goes_to_the_debug_log(monkeypatch, caplog):
    import pygame

    from game.ui import sound

    def noisy_init(*_a, **_kw):
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", noisy_init)
    monkeypatch.setattr(sound, "_mixer_failed", None)
    with caplog.at_level(logging.DEBUG, logger="game.ui.sound"):
        assert sound.Sounds().play("click") is False
        assert sound.Sounds().play("click") is False      # not tried (nor said) again
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "playing silently" in warnings[0].getMessage()
    assert any("Unknown PCM" in r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG)
