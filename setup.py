"""Build hook: ship ``assets/`` and ``levels/`` inside the wheel as ``game/_data``.

The repository keeps them at the top level (the design card's layout), the
frozen app bundles them beside the code, and an installed wheel finds them
in ``game/_data`` — :func:`game.paths.resource_root` looks in that order.
All metadata lives in pyproject.toml.
"""
from pathlib import Path
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithData(build_py):
    def run(self):
        super().run()
        if self.editable_mode:  # an editable install reads the checkout directly
            return
        target = Path(self.build_lib) / "game" / "_data"
        for name in ("assets", "levels"):
            src = ROOT / name
            if src.is_dir():
                shutil.copytree(src, target / name, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithData})
