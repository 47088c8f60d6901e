"""The State contract every game's rules implement (after OpenSpiel's State).

A state is the whole truth of one game in progress, including its own seeded
``random.Random``. Nothing outside it is random. The UI and the AI only ever
see ``view(player)``; the AI may also ``determinize`` (sample a full state
consistent with a view) for search.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Iterable, Sequence

from . import gestures
from .actions import Action
from .decisions import Decision
from .errors import IllegalAction
from .events import CardMoved, Event
from .gestures import Gesture
from .places import Place

PlayerId = int

#: Bumped whenever the meaning of a saved state or save file changes.
SAVE_FORMAT_VERSION = 1


#: what happened to one seat
WIN, LOSS, DRAW = "win", "loss", "draw"
OUTCOMES = (WIN, LOSS, DRAW)


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended, for every seat.

    The two-player shape of 式神符陣 (one winner, or a draw) is the short form
    ``Result(winner, reason, draw, scores)``; every other shape says what
    happened to each seat in ``outcomes`` and is best built with a named
    constructor:

    * :meth:`solo_winner` / :meth:`drawn`: one seat wins, the rest lose / nobody;
    * :meth:`team_win`: ``teams`` gives each seat's team (ジントリガー 2-vs-2);
    * :meth:`cooperative`: every seat wins or loses together against the game
      (ハクスラ陰陽師's players against the yokai, a solo run);
    * :meth:`ranked`: a finishing order (鬼調伏's five players), ties sharing a rank.

    ``winner`` stays the single winning seat when there is exactly one, else
    None. Short-form results serialise exactly as before (saves and digests
    of existing games do not change); the extra keys appear only when used.
    """

    winner: PlayerId | None
    reason: str
    draw: bool = False
    scores: tuple[int, ...] = ()
    #: per seat WIN / LOSS / DRAW; () = derived from winner/draw (the short form)
    outcomes: tuple[str, ...] = ()
    #: per seat finishing place, 1 = best, ties share a place; () = not ranked
    ranks: tuple[int, ...] = ()
    #: per seat team number; () = every seat plays for itself
    teams: tuple[int, ...] = ()
    #: every seat on one side against the game itself
    coop: bool = False

    # -- named constructors ---------------------------------------------------
    @classmethod
    def solo_winner(cls, winner: PlayerId, seats: int, reason: str,
                    scores: tuple[int, ...] = ()) -> "Result":
        return cls(winner, reason, False, tuple(scores),
                   tuple(WIN if p == winner else LOSS for p in range(seats)))

    @classmethod
    def drawn(cls, seats: int, reason: str, scores: tuple[int, ...] = ()) -> "Result":
        return cls(None, reason, True, tuple(scores), (DRAW,) * seats)

    @classmethod
    def team_win(cls, team: int | None, teams: tuple[int, ...], reason: str,
                 scores: tuple[int, ...] = ()) -> "Result":
        """Team ``team`` wins (None: the teams drew)."""
        teams = tuple(teams)
        if team is None:
            return cls(None, reason, True, tuple(scores), (DRAW,) * len(teams), teams=teams)
        outcomes = tuple(WIN if t == team else LOSS for t in teams)
        return cls(_only(outcomes), reason, False, tuple(scores), outcomes, teams=teams)

    @classmethod
    def cooperative(cls, won: bool, seats: int, reason: str,
                    scores: tuple[int, ...] = ()) -> "Result":
        outcomes = (WIN if won else LOSS,) * seats
        return cls(_only(outcomes), reason, False, tuple(scores), outcomes, coop=True)

    @classmethod
    def ranked(cls, ranks: tuple[int, ...], reason: str, scores: tuple[int, ...] = ()) -> "Result":
        """Places per seat (1 = best); the seats in first place win, the others lose.
        Everyone in first place together is a draw."""
        ranks = tuple(ranks)
        if all(r == 1 for r in ranks):
            return cls(None, reason, True, tuple(scores), (DRAW,) * len(ranks), ranks)
        outcomes = tuple(WIN if r == 1 else LOSS for r in ranks)
        return cls(_only(outcomes), reason, False, tuple(scores), outcomes, ranks)

    @staticmethod
    def places(values: tuple[float, ...], higher_is_better: bool = True) -> tuple[int, ...]:
        """Standard competition ranking of ``values`` (1, 2, 2, 4...)."""
        key = [(-v if higher_is_better else v) for v in values]
        return tuple(1 + sum(1 for w in key if w < k) for k in key)

    # -- reading ----------------------------------------------------------------
    def outcome(self, seat: PlayerId) -> str:
        """WIN / LOSS / DRAW for ``seat``."""
        if self.outcomes:
            return self.outcomes[seat] if 0 <= seat < len(self.outcomes) else LOSS
        if self.draw:
            return DRAW
        return WIN if self.winner == seat else LOSS

    def winners(self, seats: int | None = None) -> tuple[PlayerId, ...]:
        """Every winning seat (a team, the co-op players, all tied firsts)."""
        n = len(self.outcomes) if self.outcomes else (seats or (self.winner or 0) + 1)
        return tuple(p for p in range(n) if self.outcome(p) == WIN)

    def reward(self, seat: PlayerId) -> float:
        """In [0, 1] for search and statistics: win 1, draw 0.5, loss 0; a ranked
        result scores by place (first 1, last 0)."""
        if self.ranks and len(self.ranks) > 1 and 0 <= seat < len(self.ranks):
            worst = max(self.ranks)
            if worst == 1:
                return 0.5
            return (worst - self.ranks[seat]) / (worst - 1)
        o = self.outcome(seat)
        return 1.0 if o == WIN else 0.5 if o == DRAW else 0.0

    def win_share(self, seat: PlayerId, seats: int | None = None) -> float:
        """``seat``'s share of the win: 1 for a sole winner, 1/k for each of k winning seats
        (tied firsts, a team's partners), 1/n each in a drawn game of n seats, else 0.
        Summed over the seats it is 1 whenever somebody wins or all draw, so with several
        seats of each computer level the shares say which level wins more games, which
        ``reward``'s places do not (鬼調伏's rulebook names one winner, no second place)."""
        winners = self.winners(seats)
        if seat in winners:
            return 1.0 / len(winners)
        if self.draw:
            n = len(self.outcomes) if self.outcomes else (seats or 2)
            return 1.0 / n
        return 0.0

    # -- saves --------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"winner": self.winner, "reason": self.reason, "draw": self.draw,
                               "scores": list(self.scores)}
        if self.outcomes:
            out["outcomes"] = list(self.outcomes)
        if self.ranks:
            out["ranks"] = list(self.ranks)
        if self.teams:
            out["teams"] = list(self.teams)
        if self.coop:
            out["coop"] = True
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Result":
        outcomes = tuple(str(o) for o in d.get("outcomes", ()))
        if any(o not in OUTCOMES for o in outcomes):
            raise ValueError(f"unknown outcome in {outcomes}")
        return cls(d["winner"], d["reason"], bool(d.get("draw", False)),
                   tuple(d.get("scores", ())), outcomes, tuple(d.get("ranks", ())),
                   tuple(d.get("teams", ())), bool(d.get("coop", False)))


def _only(outcomes: tuple[str, ...]) -> PlayerId | None:
    won = [p for p, o in enumerate(outcomes) if o == WIN]
    return won[0] if len(won) == 1 else None


class GameState(ABC):
    """Abstract base of every game's state. See ARCHITECTURE.md, "kernel contract"."""

    #: short code name of the game ("fujin"); set by each subclass
    game_id: ClassVar[str] = ""
    num_players: int = 2

    #: the legal actions of the position, derived once (see :meth:`legal_actions`)
    _legal: tuple[Action, ...] | None = None

    # --- whose decision -------------------------------------------------
    @abstractmethod
    def to_move(self) -> PlayerId | None:
        """Who decides now; None when the game is over."""

    def legal_actions(self) -> tuple[Action, ...]:
        """The only source of legality. Empty exactly when the game is over.

        The engine keeps them from one change of the position to the next: a game
        writes ``_generate`` and never clears the cache itself."""
        la = self._legal
        if la is None:
            la = self._legal = tuple(self._generate())
        return la

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply a legal action, returning events; raise IllegalAction otherwise.

        A refused action leaves the state unchanged."""
        try:
            return self._apply(action)
        finally:
            self._legal = None

    @abstractmethod
    def _generate(self) -> Iterable[Action]:
        """The game's legal actions of the position (the engine caches them)."""

    @abstractmethod
    def _apply(self, action: Action) -> tuple[Event, ...]:
        """The game's move: check, change the state, return the events."""

    def edited(self) -> "GameState":
        """The position was changed by hand (a test, a set-up from a puzzle): forget what
        was derived from the old one. Returns the state."""
        self._legal = None
        return self

    def decision(self) -> Decision | None:
        """The pending decision, in the one shape every table reads (None: an ordinary
        turn, or the game is over). Games with decisions override it."""
        return None

    # --- gestures at the table ----------------------------------------------
    def gesture(self, seat: PlayerId, source: Place | None, target: Place | None, facing: Any = None
                ) -> Gesture:
        """What a gesture of ``seat`` means now: a drop of ``source`` on ``target``, a press
        of ``source`` (``target`` None) or an answer at ``target`` (``source`` None). The
        legal actions it stands for, or the rules' most specific refusal (see
        :mod:`game.engine.gestures`)."""
        return gestures.decide(self, seat, source, target, facing, self.means)

    def means(self, seat: PlayerId, source: Place | None, target: Place | None, facing: Any = None
              ) -> Sequence[Action]:
        """The actions a gesture could stand for when no legal action matches it: the rules
        are asked why each is refused, so a refused drop explains itself. Default: none."""
        return ()

    # --- information ----------------------------------------------------
    @abstractmethod
    def view(self, player: PlayerId | None) -> Any:
        """What ``player`` may see (None = a spectator: public information only)."""

    def determinize(self, player: PlayerId, rng: random.Random) -> "GameState":
        """A full state consistent with ``view(player)``: hidden parts resampled."""
        return self._determinize(player, rng).edited()

    @abstractmethod
    def _determinize(self, player: PlayerId, rng: random.Random) -> "GameState":
        """The game's resampling of what ``player`` cannot see (on a copy)."""

    @abstractmethod
    def result(self) -> Result | None:
        """How the game ended, or None while it goes on."""

    # --- copies and saves -----------------------------------------------
    @abstractmethod
    def clone(self) -> "GameState":
        """An independent copy (hand-written, cheap; not deepcopy)."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The full state as JSON-able data, including the RNG state."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, Any]) -> "GameState":
        """Inverse of ``to_json``."""

    @classmethod
    @abstractmethod
    def new_game(cls, seed: int, options: dict[str, Any] | None = None) -> "GameState":
        """A fresh game, all chance driven by ``seed``."""

    @classmethod
    @abstractmethod
    def parse_action(cls, text: str) -> Action:
        """Inverse of ``Action.text()``; raises IllegalAction on malformed text."""

    # --- what the table and the tools ask of every game ---------------------
    def explain(self, action: Action) -> IllegalAction | None:
        """Why ``action`` is refused now (None when it is legal).

        The default asks the one check that refuses: ``apply`` on a copy. A
        game with a cheaper validator (the same one its ``apply`` calls)
        overrides this.
        """
        if action in self.legal_actions():
            return None
        try:
            self.clone().apply(action)
        except IllegalAction as refusal:
            return refusal
        return IllegalAction("今はその手を選べません。", "That move is not available now.")

    def mask_events(self, events: Sequence[Event], viewer: PlayerId | None) -> tuple[Event, ...]:
        """``events`` as ``viewer`` (None: a spectator) may see them.

        Default: a move marked ``hidden`` (a draw, a card put back) loses its
        card id for everyone but the player it belongs to. Games with other
        secrets (hidden commits, face-down cards) extend this.
        """
        return mask_hidden_moves(events, viewer)

    def check_invariants(self) -> None:
        """Raise AssertionError when the state breaks one of its game's invariants.

        Used after every action by the fuzzer and the random-playout tests. The
        default checks only what every game shares; games add their own
        (cards conserved, bounds such as HP <= 20).
        """
        over = self.to_move() is None
        assert over == (self.result() is not None), "to_move() is None exactly when result() is set"
        assert bool(self.legal_actions()) != over, "legal actions exist exactly while the game goes on"

    def seat_name(self, player: PlayerId, lang: str = "ja") -> str:
        """How the rules call a seat (先手 / 後手, 左 / 右...); default 席1 / Seat 1."""
        return f"Seat {player + 1}" if lang == "en" else f"席{player + 1}"

    def progress_text(self) -> tuple[str, str] | None:
        """Where the game stands, (ja, en), for the Continue entry; None: count turns."""
        return None

    def resigned(self, player: PlayerId) -> Result:
        """The result if ``player`` gives up now (the state itself does not change).

        Default: alone, the game is lost; of two, the other seat wins; of more,
        the resigning seat finishes last and the others share first place.
        Games with teams or co-op override it (the partners lose too).
        """
        n = self.seats()
        if n == 1:
            return Result.cooperative(False, 1, "resign")
        if n == 2:
            return Result.solo_winner(1 - player, 2, "resign")
        return Result.ranked(tuple(n if p == player else 1 for p in range(n)), "resign")

    def facets(self, player: PlayerId) -> dict[str, str | tuple[str, ...]]:
        """What ``player`` played with, for the balance lab's per-facet win rates
        (e.g. ``{"character": "晴明"}``); default none. A tuple of values counts the
        seat once under each (a seat dealt two characters plays both). A facet names
        what the seat was given at the start, not what it holds at the end."""
        return {}

    def seats(self) -> int:
        """How many seats this game has (``num_players`` may differ per game)."""
        return int(self.num_players)

    # --- conveniences shared by every game ------------------------------
    def is_over(self) -> bool:
        return self.to_move() is None

    def apply_text(self, text: str) -> tuple[Event, ...]:
        return self.apply(self.parse_action(text))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return type(self) is type(other) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # states are mutable


def mask_hidden_moves(events: Sequence[Event], viewer: PlayerId | None) -> tuple[Event, ...]:
    """``events`` with every hidden move of another seat stripped of its card id."""
    out = []
    for e in events:
        if isinstance(e, CardMoved) and e.hidden and e.player != viewer and e.card is not None:
            e = type(e)(None, e.src, e.dst, e.player, True)
        out.append(e)
    return tuple(out)


def rng_to_json(rng: random.Random) -> list[Any]:
    """``random.Random`` state as JSON data (version, 625 ints, gauss)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


def check_save(data: dict[str, Any], game: str, name: str, version: int) -> None:
    """Refuse a save of another game (``name`` says which one was expected) or of a
    newer format than this program writes (``version``): loading either would fail
    later, somewhere less clear."""
    if data.get("game") != game:
        raise ValueError(f"not a {name} save")
    if int(data.get("version", 0)) > version:
        raise ValueError(f"save format {data.get('version')} is newer than this program")


def copy_rng(rng: random.Random) -> random.Random:
    out = random.Random()
    out.setstate(rng.getstate())
    return out
