"""Layering rules from ARCHITECTURE.md, checked on the source itself."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def _pure_modules() -> list[Path]:
    """Every file of game/engine/ and of every game's rules room (game/<g>/rules/),
    walked as whole folders, plus the catalogue and the i18n lookup."""
    files = sorted((GAME / "engine").rglob("*.py"))
    for folder in sorted(GAME.glob("*/rules")):
        files += sorted(folder.rglob("*.py"))
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


def test_engine_imports_nothing_above_it() -> None:
    """The kernel knows no game, no storage and no catalogue: only itself and the stdlib."""
    for path in (GAME / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                assert not node.module.startswith("game.") or node.module.startswith("game.engine"), \
                    f"{path.name} imports {node.module}"
            if isinstance(node, ast.ImportFrom) and node.level >= 2:
                raise AssertionError(f"{path.name} reaches above the engine (from {'.' * node.level}"
                                     f"{node.module or ''})")
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("game.") or alias.name.startswith("game.engine"), \
                        f"{path.name} imports {alias.name}"


def test_rules_rooms_import_only_the_engine_and_themselves() -> None:
    """game/<g>/rules/ may use the kernel and its own package, never another game,
    the table room, the menus or the storage layer."""
    for folder in sorted(GAME.glob("*/rules")):
        code = folder.parent.name
        for path in folder.rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                elif isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                for name in names:
                    if name.startswith("game."):
                        assert name.startswith(("game.engine", f"game.{code}.rules")), \
                            f"{path.relative_to(ROOT)} imports {name}"


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


def _game_imports(path: Path) -> set[str]:
    """Every ``game.*`` module ``path`` imports (absolute imports, at any depth in the file;
    ``if TYPE_CHECKING:`` blocks are for annotations only and are skipped)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            node.body = []
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "game":
                out.update(f"game.{a.name}" for a in node.names)
            elif node.module.startswith("game."):
                out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("game."))
    return out


GAME_CODES = sorted(p.parent.name for p in GAME.glob("*/rules"))


def test_ui_knows_no_game_and_no_menu() -> None:
    """game/ui imports nothing from game/scenes, game/app or any game's folder: the
    table framework is the same for every game (ARCHITECTURE.md, layers)."""
    for path in (GAME / "ui").rglob("*.py"):
        for name in _game_imports(path):
            assert not name.startswith(("game.scenes", "game.app")), f"{path.relative_to(ROOT)} imports {name}"
            assert not any(name == f"game.{c}" or name.startswith(f"game.{c}.") for c in GAME_CODES), \
                f"{path.relative_to(ROOT)} imports the game {name}"


def test_menus_import_no_game_by_name() -> None:
    """game/scenes reaches a game's table and tutorial only through the catalogue."""
    for path in (GAME / "scenes").rglob("*.py"):
        for name in _game_imports(path):
            assert not any(name == f"game.{c}" or name.startswith(f"game.{c}.") for c in GAME_CODES), \
                f"{path.relative_to(ROOT)} imports the game {name}"


def test_no_game_is_named_outside_its_folder() -> None:
    """Outside game/<g>/ (and the catalogue), no code imports a game's modules by name."""
    for path in GAME.rglob("*.py"):
        rel = path.relative_to(GAME)
        if rel.parts[0] in GAME_CODES or rel.name == "games.py":
            continue
        for name in _game_imports(path):
            assert not any(name == f"game.{c}" or name.startswith(f"game.{c}.") for c in GAME_CODES), \
                f"{path.relative_to(ROOT)} imports the game {name}"


def test_no_mixin_classes_in_tables() -> None:
    """No class assembled from mixins spread over files: a table subclasses TableScene only."""
    for path in list((GAME / "ui").rglob("*.py")) + [p for c in GAME_CODES for p in (GAME / c).rglob("*.py")
                                                     if "table" in p.parts]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names = [b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases]
                assert not any(n.endswith("Mixin") for n in names), f"{path.name}: {node.name} uses a mixin"
                assert len(names) <= 1, f"{path.relative_to(ROOT)}: {node.name} has several bases {names}"
