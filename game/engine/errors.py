"""The kernel's two exceptions: an action the state refuses, and a record
(save, replay) that cannot be used. Both carry their reason in ja and en."""
from __future__ import annotations


class IllegalAction(Exception):
    """Raised by ``State.apply`` (and action parsers) with a human reason.

    The reason is built by the same check that rejects the action, in both
    languages, so the table can show "why not" exactly as the engine decided
    it. ``rule`` optionally names a ruling id from the game's RULINGS.md
    (e.g. ``FJ-R07``) or a rulebook chapter (``FJ-8``) so the UI can open it.

    ``specificity`` says how much the refusal tells about *this* gesture: when a
    gesture could mean several actions and all are refused, the table shows the
    most specific one (a cost not met, a target out of reach) over a general one
    (not your turn, not the way this card is used). :data:`GENERAL` for reasons
    that hold for any move, :data:`SPECIFIC` (the default) for a rule of this
    move, :data:`DECISIVE` for the fact that settles it (a cost, a distance).
    """

    GENERAL = 0
    SPECIFIC = 1
    DECISIVE = 2

    def __init__(self, ja: str, en: str | None = None, *, rule: str | None = None,
                 specificity: int = 1):
        super().__init__(ja)
        self.ja = ja
        self.en = en if en is not None else ja
        self.rule = rule
        self.specificity = specificity

    def reason(self, lang: str = "ja") -> str:
        return self.en if lang == "en" else self.ja

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"IllegalAction({self.ja!r}, {self.en!r}, rule={self.rule!r})"


class BadFile(Exception):
    """A stored record (save, replay, settings) that cannot be used; ``ja``/``en`` say why.

    Raised by the kernel's record parser (``record.GameRecord.from_json``,
    ``record.import_replay``) and by ``game.storage`` for files on disk.
    """

    def __init__(self, ja: str, en: str):
        super().__init__(en)
        self.ja = ja
        self.en = en

    def message(self, lang: str = "ja") -> str:
        return self.en if lang == "en" else self.ja


def check_version(data: object, kind: str, supported: int) -> None:
    """Validator helper: an object tagged ``{"format": kind, "version": n}`` with n <= supported."""
    if not isinstance(data, dict) or data.get("format") != kind:
        raise BadFile("この札場のファイルではありません。", "This is not a Fudaba file of the expected kind.")
    version = data.get("version")
    if not isinstance(version, int):
        raise BadFile("バージョンがありません。", "The file has no version.")
    if version > supported:
        raise BadFile(f"新しいバージョンの札場で作られたファイルです(v{version})。",
                      f"The file was made by a newer Fudaba (format v{version}).")
