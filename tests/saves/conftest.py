"""The saves/replays/stats tests use the shared fixtures of tests/conftest.py."""
