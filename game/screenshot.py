"""``python -m game --screenshot OUT --scene NAME [--seed N] [--lang en] [--size WxH]``.

Renders a named scene headless (the dummy video driver is selected
automatically), lets it update a few frames so entrance animations settle,
and saves a PNG. The scene is always laid out on the 1280×720 logical
surface; ``--size`` scales the saved image, as the SCALED window would.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

FRAMES = 20


def render(app, name: str, seed: int = 1, frames: int = FRAMES):
    """Put ``name`` on ``app``'s stack, advance ``frames`` frames, return the screen."""
    from game.scenes import registry
    scenes = registry.build(app, name, seed)
    app.stack.clear_to(scenes[0])
    for scene in scenes[1:]:
        app.stack.push(scene)
    for _ in range(frames):
        app.frame(1 / 60)
    return app.draw()


def shoot(name: str, out: str | Path, seed: int = 1, lang: str | None = None,
          size: tuple[int, int] = (1280, 720), frames: int = FRAMES) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    app = App(headless=True, lang=lang, fullscreen=False, size=tuple(size))
    try:
        surface = render(app, name, seed, frames)
    except KeyError as exc:
        print(f"screenshot: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    if tuple(size) != surface.get_size():
        surface = pygame.transform.smoothscale(surface, size)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    print(f"screenshot: {name} -> {out}")
    return 0
