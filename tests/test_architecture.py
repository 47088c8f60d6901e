"""Layering rules from ARCHITECTURE.md, checked on the source itself."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def _pure_modules() -> list[Path]:
    """game/engine/** and every game's rules/cards/ai (and their helpers named in the rules package)."""
    from game.games import GAMES
    files = sorted((GAME / "engine").rglob("*.py"))
    for folder in (GAME / info.code for info in GAMES):
        for name in ("rules.py", "cards.py", "ai.py", "board.py", "glossary.py", "legal.py",
                     "resolve.py", "actions.py", "model.py", "view.py", "events.py"):
            if (folder / name).exists():
                files.append(folder / name)
    files += [GAME / "games.py", GAME / "i18n.py"]
    return files


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
            if node.module.startswith("game.ui") or node.module == "game.app":
                names.add("game.ui")
    return names


@pytest.mark.parametrize("path", _pure_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_rules_layer_imports_no_pygame(path: Path) -> None:
    """ARCHITECTURE.md: "game/engine and every game/<g>/{rules,cards,ai}.py import no pygame"."""
    found = _imports(path)
    assert "pygame" not in found and "pytmx" not in found, f"{path} imports pygame/pytmx"
    assert "game.ui" not in found, f"{path} reaches up into the UI layer"


def test_engine_does_no_io() -> None:
    """The kernel is pure: no file or network access inside game/engine (saves live in game/saves.py)."""
    banned = {"socket", "shutil", "tempfile", "sqlite3", "pickle"}
    for path in (GAME / "engine").rglob("*.py"):
        if path.name == "thinker.py":  # runs search in a worker process; no files
            continue
        assert not (_imports(path) & banned), path
        src = path.read_text(encoding="utf-8")
        assert "open(" not in src.replace("reopen(", ""), f"{path} opens files"


def test_catalogues_have_the_same_keys() -> None:
    """Every key in one language's catalogue exists in the other's."""
    ja = {}
    en = {}
    for lang, into in (("ja", ja), ("en", en)):
        for path in sorted((GAME / "locale" / lang).glob("*.json")):
            into.update(json.loads(path.read_text(encoding="utf-8")))
    assert sorted(set(ja) - set(en)) == []
    assert sorted(set(en) - set(ja)) == []
