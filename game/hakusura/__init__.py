"""ハクスラ陰陽師 (Hakusura Onmyoji): ``rules/`` (pure Python) and ``data.py`` (its level files)."""
