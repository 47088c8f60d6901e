"""ハクスラ陰陽師's solo campaign (ひとり旅), the page the catalogue entry declares: choose a
character and a difficulty 1–10 (each level's elements listed, Lv3 marked as the
standard), then three nights of two battles and the boss on the solo table, the run
autosaved after every action in its own save slot (mode ``campaign``), so it goes on
between sessions. The page shows each character's record (``progress``) and the
night map of the run in progress; the menus build it (``game/scenes/entry.py``) and
open it again after a run (``TableSpec.back_to``).
"""
from __future__ import annotations

from game.hakusura import progress
from game.hakusura.data import difficulty_table
from game.hakusura.rules.cards import CHARACTERS
from game.hakusura.rules.difficulty import LEVELS, STANDARD_LEVEL
from game.i18n import get_lang, t
from game.pages import Choice, Grid, Lines, Picture, Press

HUMAN = {"kind": "human", "level": None}
#: the catalogue entry's page
PAGE = "game.hakusura.campaign:CampaignPage"
#: the 9.1 elements in the order the rulebook lists them
ELEMENTS = ("start_hp", "start_shiki", "hits", "pre_boss_heal", "boss_boost", "alone_plus1", "boss_hp")
#: the progress table: (column head, x, width) as fractions of the panel
COLUMNS = (("char", 0.0, 0.3), ("best", 0.32, 0.21), ("runs", 0.54, 0.21), ("hp", 0.77, 0.21))


def begin(app, character: str, difficulty: int, seed: int | None = None):
    """A new run on the solo table."""
    from game.hakusura.table import Table
    return Table.start(app, [HUMAN], {"players": 1, "character": character, "difficulty": int(difficulty),
                                      "campaign": True, "seed": seed})


def resume(app, entry):
    from game.hakusura.table import Table
    record = progress.load_run(entry)
    if record is None:
        app.toast(t("hakusura.campaign.broken"), "error")
        return None
    return Table.resume_record(app, record)


def element_lines(level: int, lang: str | None = None) -> list[tuple[str, str]]:
    """(element, value) in words for the page."""
    lv = difficulty_table()[level]
    out = []
    for key in ELEMENTS:
        v = lv[key]
        if key == "start_hp":
            value = f"+{v}"
        elif key == "start_shiki":
            value = t("hakusura.campaign.shiki_lv", lang, lv=v) if v else t("hakusura.campaign.none", lang)
        elif key == "hits":
            value = t(f"hakusura.campaign.hits.{v}", lang)
        elif key == "boss_hp":
            value = str(v)
        else:
            value = t("hakusura.campaign.yes" if v else "hakusura.campaign.no", lang)
        out.append((t(f"hakusura.campaign.el.{key}", lang), value))
    return out


def char_name(cid: str) -> str:
    c = CHARACTERS[cid]
    return c.en if get_lang() == "en" else c.ja


class CampaignPage:
    name = "hakusura-campaign"
    title = "hakusura.campaign.title"
    subtitle = "hakusura.campaign.subtitle"

    def __init__(self, app) -> None:
        self.app = app
        self.progress = progress.load_progress()
        last = self.progress.get("last") or {}
        self.chars = list(CHARACTERS)
        self.char = last.get("character") if last.get("character") in CHARACTERS else self.chars[0]
        self.level = int(last.get("difficulty") or STANDARD_LEVEL)
        if self.level not in LEVELS:
            self.level = STANDARD_LEVEL
        self.saved = progress.saved_run()
        self.saved_battle = self.saved_info()
        self.seed: int | None = None            # a new run's seed (None: random; tests fix it)

    def saved_info(self) -> tuple[int, str, int] | None:
        """(battle, character, difficulty) of the run in progress, for the map."""
        record = progress.load_run(self.saved) if self.saved is not None else None
        if record is None:
            self.saved = None
            return None
        v = record.state.view(None)
        return v.battle, v.seats[0].character, int(v.difficulty or 0)

    # -- the menu ---------------------------------------------------------------------------------
    def choices(self) -> tuple[Choice, ...]:
        return (Choice("char", "hakusura.campaign.character", lambda: char_name(self.char), self.set_char),
                Choice("level", "hakusura.campaign.difficulty", self.level_label, self.set_level))

    def buttons(self) -> tuple[Press, ...]:
        start = Press("start", "hakusura.campaign.start", self.start_run, primary=True, ask=self.replacing)
        if self.saved is None:
            return (start,)
        return (Press("continue", "hakusura.campaign.continue", lambda: resume(self.app, self.saved)), start)

    def level_label(self) -> str:
        return f"Lv{self.level}" + (t("hakusura.campaign.standard") if self.level == STANDARD_LEVEL else "")

    def set_char(self, delta: int) -> None:
        self.char = self.chars[(self.chars.index(self.char) + delta) % len(self.chars)]

    def set_level(self, delta: int) -> None:
        self.level = max(LEVELS[0], min(LEVELS[-1], self.level + delta))

    def replacing(self) -> tuple[str, str, str] | None:
        """A new run over the one in progress asks first."""
        if self.saved is None:
            return None
        return "hakusura.campaign.replace", "hakusura.campaign.replace_yes", "hakusura.campaign.replace_no"

    def start_run(self) -> None:
        if self.saved is not None:
            progress.forget_run(self.saved)
        begin(self.app, self.char, self.level, self.seed)

    def measured_line(self) -> tuple[tuple[str, str], ...]:
        """How often the computer cleared this level with this character, as the balance
        lab measured it (``levels/hakusura/balance.json``); nothing when unmeasured."""
        from game import measured
        fig = measured.ladder("hakusura", self.level, CHARACTERS[self.char].ja)
        if fig is None:
            return ()
        return ((t("hakusura.campaign.measured", name=char_name(self.char), level=t(f"menu.level.{fig.level}")),
                 t("hakusura.campaign.measured_value", pct=fig.percent)),)

    # -- the panels ---------------------------------------------------------------------------------
    def panels(self) -> tuple:
        standard = t("hakusura.campaign.standard") if self.level == STANDARD_LEVEL else ""
        rows = []
        for cid in self.chars:
            p = progress.char_progress(self.progress, cid)
            rows.append(((char_name(cid), f"Lv{p['best_level']}" if p["best_level"] else "—",
                          t("hakusura.campaign.runs", n=p["runs"], wins=p["wins"]),
                          str(p["best_hp"]) if p["wins"] else "—"), cid == self.char))
        battle, cid, lv = self.saved_battle or (0, None, 0)
        run = t("hakusura.campaign.run", name=char_name(cid), lv=lv) if cid else t("hakusura.campaign.no_run")
        return (Lines(t("hakusura.campaign.elements", lv=self.level) + standard,
                      tuple(element_lines(self.level)) + self.measured_line()),
                Grid(t("hakusura.campaign.progress"),
                     tuple((t(f"hakusura.campaign.col.{c}"), x, w) for c, x, w in COLUMNS), tuple(rows)),
                Picture(run, "game.hakusura.night_map:night_map", (battle,)))
