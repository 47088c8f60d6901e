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


# ---------------------------------------------------------------- import cycles and layers
def _module_files() -> dict[str, Path]:
    out = {}
    for path in GAME.rglob("*.py"):
        rel = path.relative_to(ROOT).with_suffix("")
        name = ".".join(rel.parts)
        out[name[:-len(".__init__")] if name.endswith(".__init__") else name] = path
    return out


MODULES = _module_files()


def _import_graph() -> dict[str, set[str]]:
    """Module -> the modules it imports, counting every import: at the top, inside
    functions and under ``TYPE_CHECKING``. ``from pkg import sub`` imports ``pkg.sub``
    (the package itself only when a name of its own is taken)."""
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")
                    base = base[:len(base) - (node.level - 1)]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                subs = [f"{module}.{a.name}" for a in node.names]
                found.update(s for s in subs if s in MODULES)
                if any(s not in MODULES for s in subs):
                    found.add(module)
        targets = set()
        for target in found:
            parts = target.split(".")
            while parts and ".".join(parts) not in MODULES:
                parts.pop()
            if parts and ".".join(parts) != name:
                targets.add(".".join(parts))
        graph[name] = targets
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_there_is_no_import_cycle() -> None:
    """Zero import cycles, counting imports inside functions and under TYPE_CHECKING: a
    module that needs another's name says so in one direction only."""
    cycles = _cycles(_import_graph())
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


#: the layers of docs/ARCHITECTURE.md, bottom up; a module may import its own layer and
#: any below it (``game.<g>.rules`` and ``game.<g>.table`` stand for every game's rooms)
LAYERS = (
    ("game.engine",),
    ("game.i18n", "game.paths", "game.games", "game.<g>.rules", "game.<g>.data"),
    ("game.storage", "game.saves", "game.stats", "game.settings", "game.prefs", "game.faults",
     "game.rulesbook"),
    ("game.ui",),
    ("game.<g>.table",),
    ("game.scenes", "game.app", "game.screenshot", "game.cli_replay"),
    ("game.cli", "game.__main__", "game.bench", "game.balance", "game.bench_build"),
)
#: what a layer must not reach although it lies below: the UI framework knows no file store
#: and no catalogue (it asks its Host), a game's table writes no file and opens no menu
FORBIDDEN = {
    "game.ui": ("game.storage", "game.saves", "game.stats", "game.settings", "game.prefs", "game.faults",
                "game.rulesbook", "game.games", "game.<g>.rules", "game.<g>.data"),
    "game.<g>.table": ("game.storage", "game.saves", "game.stats", "game.settings", "game.prefs",
                       "game.faults", "game.games"),
}


def _layer_key(module: str) -> str:
    parts = module.split(".")
    if len(parts) >= 3 and parts[1] in GAME_CODES and parts[2] in ("rules", "table", "data"):
        return f"game.<g>.{parts[2]}"
    for layer in LAYERS:
        for key in layer:
            if module == key or module.startswith(key + "."):
                return key
    return module


def test_imports_go_down_the_layers_only() -> None:
    """docs/ARCHITECTURE.md's layers: nothing imports a module above its own layer, the UI
    framework reaches files and the catalogue only through its host, and a game's table
    writes no file."""
    rank = {key: i for i, layer in enumerate(LAYERS) for key in layer}
    wrong = []
    for module, targets in _import_graph().items():
        if not module.startswith("game."):
            continue
        here = _layer_key(module)
        for target in targets:
            there = _layer_key(target)
            if there in rank and here in rank and rank[there] > rank[here]:
                wrong.append(f"{module} -> {target} (up from {here} to {there})")
            elif there in FORBIDDEN.get(here, ()):
                wrong.append(f"{module} -> {target} ({here} must not reach {there})")
    assert not wrong, "imports against the layers:\n" + "\n".join(sorted(wrong))
