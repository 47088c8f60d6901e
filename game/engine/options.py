"""Game options as data: what a game lets players choose before it starts.

A game's rules package declares ``OPTIONS``, a tuple of :class:`Option`; the
seat-setup scene shows each one as a row whose value the player cycles
through, and the chosen values reach ``new_game(seed, options)`` under their
``key`` (with ``"players"`` for the seat count). Each option says which
player counts it applies to, so one list serves a game's solo and
multi-player modes. Pure data: no pygame, no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Choice:
    value: Any
    ja: str
    en: str

    def label(self, lang: str) -> str:
        return self.en if lang == "en" else self.ja


@dataclass(frozen=True, slots=True)
class Option:
    """One setting of a game: ``key`` in the options dict, its label, its choices.

    ``players`` lists the seat counts it applies to (empty: all). ``help_ja`` /
    ``help_en`` is a one-line explanation shown beside it (e.g. which rule of
    the rulebook it switches).

    ``pool``: options sharing a pool name take distinct values from one pool, in
    the order they are declared (each player's character, chosen first player
    first): a later one skips the values the earlier ones hold, except the
    values in ``free`` (e.g. "random"), which any number may hold. Only the options
    shown count: a mode that picks in another order declares its rows again, each
    with its ``when``.
    """

    key: str
    ja: str
    en: str
    choices: tuple[Choice, ...]
    default: Any
    players: tuple[int, ...] = ()
    help_ja: str = ""
    help_en: str = ""
    pool: str = ""
    free: tuple[Any, ...] = ()
    #: shown only while other options hold given values: ((key, (value, ...)), ...); an
    #: option a count does not offer sets no condition (ジントリガー's difficulty: co-op only)
    when: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    #: the seat whose setting it is (a seat's character): seat setup writes after the label
    #: how the catalogue names that seat at the count and mode chosen ("Character: Team A 1"
    #: in 2 vs 2, "Character: Player 1" in co-op), never one name for every mode
    seat: int | None = None

    def label(self, lang: str) -> str:
        return self.en if lang == "en" else self.ja

    def help(self, lang: str) -> str:
        return self.help_en if lang == "en" else self.help_ja

    def applies(self, players: int) -> bool:
        return not self.players or players in self.players

    def shown(self, players: int, values: dict[str, Any], options: tuple["Option", ...]) -> bool:
        """Offered at ``players`` seats with the other options at ``values`` (see ``when``)."""
        if not self.applies(players):
            return False
        for key, allowed in self.when:
            other = next((o for o in options if o.key == key and o.applies(players)), None)
            if other is not None and values.get(key, other.default) not in allowed:
                return False
        return True

    def index(self, value: Any) -> int:
        for i, c in enumerate(self.choices):
            if c.value == value:
                return i
        return self.index(self.default) if value != self.default else 0

    def choice(self, value: Any) -> Choice:
        return self.choices[self.index(value)]


def pool_taken(options: tuple[Option, ...], values: dict[str, Any], players: int, option: Option) -> set:
    """Values of ``option``'s pool held by the options declared before it and shown (for
    ``players`` and the other options' ``values``), which ``option`` may not take (its
    ``free`` values aside)."""
    if not option.pool:
        return set()
    taken = set()
    for o in options:
        if o is option:
            break
        if o.pool == option.pool and o.shown(players, values, options) and values.get(o.key, o.default) not in o.free:
            taken.add(values.get(o.key, o.default))
    return taken


def defaults(options: tuple[Option, ...], players: int) -> dict[str, Any]:
    """The default value of every option that applies to ``players`` seats."""
    return {o.key: o.default for o in options if o.applies(players)}


def on_off(key: str, ja: str, en: str, default: bool = False, players: tuple[int, ...] = (),
           help_ja: str = "", help_en: str = "", when: tuple = ()) -> Option:
    """A yes/no option (あり / なし)."""
    return Option(key, ja, en, (Choice(False, "なし", "off"), Choice(True, "あり", "on")), default,
                  players, help_ja, help_en, when=when)


@dataclass(frozen=True, slots=True)
class LabSetup:
    """One way the bench and the balance lab play a game (declared as ``LAB`` in
    the rules package): ``label`` names it in figure names (``""`` = the
    default set-up: ``<game>.ai.hard_vs_medium.winrate``; ``"4p"`` gives
    ``<game>.ai.4p.hard_vs_medium.winrate``), ``options`` start each game.

    ``ai``: played by ``python -m game.bench ai`` (level A at every second
    seat from the first, level B at the others, then the seats swapped);
    ``balance``: played by ``python -m game.balance`` (one level at every seat);
    ``sweep``: for the balance lab, ``{option: (values...)}`` played as every
    combination (e.g. every solo difficulty for every character), each
    reported on its own line.

    Targets the lab prints its verdict against: ``band``, the range every
    character's win rate should fall in (``None``: reported without a target,
    e.g. a seed's own characters); ``ladder``, for a one-seat set-up whose sweep
    is level × character, what its clear rates should do (:class:`Ladder`).
    """

    label: str
    options: tuple[tuple[str, Any], ...] = ()
    ai: bool = True
    balance: bool = True
    sweep: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    band: tuple[float, float] | None = None
    ladder: "Ladder | None" = None

    def options_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def prefix(self, code: str) -> str:
        return f"{code}.{self.label}" if self.label else code


@dataclass(frozen=True, slots=True)
class Ladder:
    """A solo ladder's targets: the sweep's first option is the level (rows), its
    second the character (columns). Each character's clear rate falls strictly from
    level to level by at least ``step``; the first level clears at least ``first``,
    the last inside ``last``; no character is more than ``spread`` from the mean of
    all of them at any level."""

    first: float = 0.90
    last: tuple[float, float] = (0.02, 0.15)
    step: float = 0.05
    spread: float = 0.25
