"""The one exception the rules raise: an action that the current state refuses."""
from __future__ import annotations


class IllegalAction(Exception):
    """Raised by ``State.apply`` (and action parsers) with a human reason.

    The reason is built by the same check that rejects the action, in both
    languages, so the table can show "why not" exactly as the engine decided
    it. ``rule`` optionally names a ruling id from the game's RULINGS.md
    (e.g. ``FJ-R07``) or a rulebook chapter (``FJ-8``) so the UI can open it.
    """

    def __init__(self, ja: str, en: str | None = None, *, rule: str | None = None):
        super().__init__(ja)
        self.ja = ja
        self.en = en if en is not None else ja
        self.rule = rule

    def reason(self, lang: str = "ja") -> str:
        return self.en if lang == "en" else self.ja

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"IllegalAction({self.ja!r}, {self.en!r}, rule={self.rule!r})"
