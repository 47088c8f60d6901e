"""What a seat may see of a 式神符陣 game (frozen values for the table and the AI)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Decision, Result
from . import wording


@dataclass(frozen=True, slots=True)
class CellView:
    cell: str
    owner: int
    card: str
    orient: str
    hp: int                    # current 耐久
    seiatsu: int               # 制圧力 (0 while hidden)
    hidden: bool               # covered by a マヨヒガ
    hidden_by: int | None      # who played that マヨヒガ
    attacked: bool
    rotated: bool
    summoned: bool             # summoned (or succession-summoned) this turn
    reach: tuple[str, ...] = ()    # its 間合 cells as it faces now (an area attack hits these)


@dataclass(frozen=True, slots=True)
class FujinView:
    player: int | None                       # None = spectator
    board: tuple[CellView | None, ...]       # index 0..8 = a1,b1,c1,a2,b2,c2,a3,b3,c3
    hand: tuple[str, ...] | None             # own hand (None for a spectator)
    hand_counts: tuple[int, int]
    deck_counts: tuple[int, int]
    graves: tuple[tuple[str, ...], tuple[str, ...]]
    reiryoku: tuple[int, int]                # 霊力
    seiatsu: tuple[int, int]                 # 総制圧力
    oute: tuple[bool, bool]                  # 王手
    deckouts: tuple[int, int]                # 山札切れ counts
    mayohiga: tuple[str | None, str | None]  # cell under each player's マヨヒガ
    round: int
    turn: int
    current: int
    phase: str
    to_move: int | None
    pending: tuple | None                    # (kind, player, cells) of a pending decision
    summon_window: str | None                # cell that may still summon-attack
    result: Result | None
    #: (card, cell, 召☆) of every plain summon the viewer could pay for now (太極 −1 included)
    summon_costs: tuple[tuple[str, str, int], ...] = ()
    #: the pending decision in the kernel's shape (None: none)
    decision: Decision | None = None
    #: (attack text, AttackPreview) of every attack the viewer may make now
    previews: tuple[tuple[str, "AttackPreview"], ...] = ()

    def preview(self, action) -> "AttackPreview | None":
        """What the attack ``action`` would do (None: not an attack the viewer may make now)."""
        text = action.text()
        return next((p for t, p in self.previews if t == text), None)

    def summon_cost(self, card: str, cell: str) -> int | None:
        for c, where, cost in self.summon_costs:
            if c == card and where == cell:
                return cost
        return None

    def cell(self, name: str) -> CellView | None:
        return self.board["abc".index(name[0]) + 3 * (int(name[1]) - 1)]

    def describe(self, action, lang: str = "ja", seat: int | None = None) -> str:
        """What ``action`` does, in a few words (a chooser row); facings as ``seat`` sees the board."""
        return wording.describe(self, action, lang, seat)

    @staticmethod
    def facing_word(orient: int | str, seat: int | None, lang: str = "ja") -> str:
        """A facing as ``seat`` at the bottom of the board sees it (↑ toward the opponent...)."""
        return wording.facing_word(orient, seat, lang)


@dataclass(frozen=True, slots=True)
class AttackPreview:
    """What an attack would do, worked out by the rules on a copy of the position.

    ``hits``: (cell, damage, ally, blind) for every shikigami struck (``blind``: from its
    隙, +2); ``counters``: (cell, damage) of every counter that comes back, including those
    whose order the defender will choose; ``destroyed``: cells emptied by the attack.
    """
    hits: tuple[tuple[str, int, bool, bool], ...]
    counters: tuple[tuple[str, int], ...]
    destroyed: tuple[str, ...]

    def notes(self, cell: str, lang: str = "ja") -> list[str]:
        """What the hit on ``cell`` is besides its damage: an ally struck, from its 隙, destroyed."""
        ally, blind = next(((a, b) for c, _d, a, b in self.hits if c == cell), (False, False))
        en = lang == "en"
        out = ["ally" if en else "味方"] if ally else []
        if blind:
            out.append("blind +2" if en else "隙 +2")
        if cell in self.destroyed:
            out.append("destroyed" if en else "撃破")
        return out

    @staticmethod
    def counter_note(cell: str, lang: str = "ja") -> str:
        """A counter coming back to the attacker, from ``cell``."""
        return f"counter from {cell}" if lang == "en" else f"{cell}の反撃"
