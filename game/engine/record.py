"""The game record: seed + options + action texts, with fair undo and replays.

A saved game, a replay and an undo all rest on one fact: a game is fully
determined by its state class, its seed, its options and the list of action
texts applied since ``new_game``. :class:`GameRecord` keeps exactly that (plus
the current state and a few cached snapshots for speed).

**Fair undo** (Board Game Arena's policy): a player may take back their own
actions within their own turn, back to but never across a *checkpoint*:

* an action whose events include one with ``checkpoint`` True (a draw, a
  shuffle, a reveal, any chance outcome): once seen it cannot be unseen;
* a point where another player decided (``to_move`` changed hands): the
  other player's decision, and everything before it, stands.

So ``undo_depth(p)`` is the number of trailing actions that were all made by
``p``, none of which produced a checkpoint event, and only while ``p`` is to
move now (after handing the turn over, or while an opponent's reaction is
pending, nothing can be taken back).

**Save format** (``to_json``)::

    {"format": "fudaba-save", "version": SAVE_FORMAT_VERSION, "game": "fujin",
     "seed": 123, "options": {...}, "seats": [...] | null, "actions": ["...", ...],
     "meta": {...}}

``from_json`` checks the schema and replays every action; the first one that
is malformed or illegal raises :class:`~game.engine.errors.BadFile` naming its number and
the rules' reason. ``meta`` is free-form (mode, turn text, time saved,
``digest`` of the final state); a digest that differs after replay (rules
changed since the save) does not reject the file but sets
``digest_mismatch``.

**Digest**: ``digest(state)`` is the first 16 hex digits of the SHA-256 of the
canonical JSON (sorted keys, no spaces, UTF-8) of ``state.to_json()``.

**Replay text** (``export_replay`` / ``import_replay``)::

    fudaba-replay v1 game=fujin seed=123
    options={"first": 0}
    seats=["human", "computer:hard"]     (optional)
    # comment lines and blank lines are ignored
    summon T-006 c5 N
    ...
"""
from __future__ import annotations

import hashlib
import json
from typing import Any, Iterator, Mapping, Sequence

from .actions import Action
from .errors import BadFile, IllegalAction, check_version
from .events import Event
from .state import SAVE_FORMAT_VERSION, GameState, PlayerId

SAVE_FORMAT = "fudaba-save"
REPLAY_MAGIC = "fudaba-replay"
REPLAY_VERSION = 1


def _bad_file(ja: str, en: str) -> BadFile:
    return BadFile(ja, en)


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(state: GameState) -> str:
    """First 16 hex digits of sha256(canonical JSON of ``state.to_json()``)."""
    return hashlib.sha256(canonical_json(state.to_json()).encode("utf-8")).hexdigest()[:16]


def has_checkpoint(events: Sequence[Event]) -> bool:
    return any(getattr(e, "checkpoint", False) for e in events)


class GameRecord:
    """A game in progress or finished, as seed + options + action texts."""

    def __init__(self, game_id: str, state_cls: type[GameState], seed: int,
                 options: dict[str, Any] | None = None, seats: list[Any] | None = None,
                 meta: dict[str, Any] | None = None):
        self.game_id = game_id
        self.state_cls = state_cls
        self.seed = seed
        self.options = dict(options or {})
        self.seats = list(seats) if seats is not None else None
        self.meta: dict[str, Any] = dict(meta or {})
        self.digest_mismatch = False
        self.state: GameState = state_cls.new_game(seed, self.options)
        self._actions: list[str] = []
        self._movers: list[PlayerId | None] = []
        self._checkpoints: list[bool] = []
        # state before action i, for i in the current undo window only
        self._before: dict[int, GameState] = {}

    # -- playing -------------------------------------------------------------
    @property
    def actions(self) -> list[str]:
        return list(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    def apply(self, action: Action | str) -> tuple[Event, ...]:
        """Apply an action (or its text) to ``state`` and log it; IllegalAction leaves all unchanged."""
        if isinstance(action, str):
            action = self.state.parse_action(action)
        mover = self.state.to_move()
        before = self.state.clone()
        events = self.state.apply(action)
        checkpoint = has_checkpoint(events)
        i = len(self._actions)
        self._actions.append(action.text())
        self._movers.append(mover)
        self._checkpoints.append(checkpoint)
        if checkpoint or (i > 0 and self._movers[i - 1] != mover):
            self._before.clear()
        if not checkpoint:
            self._before[i] = before
        return events

    # -- undo ------------------------------------------------------------------
    def undo_depth(self, player: PlayerId) -> int:
        """How many actions ``player`` may take back right now (0 if none)."""
        if self.state.to_move() != player:
            return 0
        n = 0
        i = len(self._actions) - 1
        while i >= 0 and self._movers[i] == player and not self._checkpoints[i]:
            n += 1
            i -= 1
        return n

    def undo_refusal(self, player: PlayerId) -> IllegalAction | None:
        """Why ``player`` cannot undo now (None if they can)."""
        if self.undo_depth(player) > 0:
            return None
        if self.state.to_move() is None:
            return IllegalAction("ゲームは終わっています。", "The game is over.")
        if self.state.to_move() != player:
            return IllegalAction("自分の手番ではないので戻せません。",
                                 "You can only take back moves during your own turn.")
        if not self._actions:
            return IllegalAction("戻せる手がありません。", "There is nothing to take back.")
        if self._movers[-1] != player:
            return IllegalAction("直前の判断は相手のものなので戻せません。",
                                 "The last decision was another player's; it stands.")
        return IllegalAction("札を引く・めくるなどで情報が明らかになったので、これより前には戻せません。",
                             "Hidden information was revealed or chance decided (a draw, a shuffle); "
                             "you cannot take back past that point.")

    def undo(self, player: PlayerId, steps: int = 1) -> None:
        """Take back ``steps`` of ``player``'s own actions; IllegalAction with a reason if not allowed."""
        if steps < 1:
            raise ValueError("steps must be >= 1")
        depth = self.undo_depth(player)
        if depth < steps:
            refusal = self.undo_refusal(player)
            if refusal is not None:
                raise refusal
            raise IllegalAction(f"戻せるのは{depth}手までです。",
                                f"You can take back at most {depth} action(s) now.")
        target = len(self._actions) - steps
        snapshot = self._before.get(target)
        if snapshot is not None:
            state = snapshot
        else:
            state = self.replay(upto=target)
        del self._actions[target:]
        del self._movers[target:]
        del self._checkpoints[target:]
        for i in [k for k in self._before if k >= target]:
            del self._before[i]
        self.state = state

    # -- replay ---------------------------------------------------------------
    def initial_state(self) -> GameState:
        return self.state_cls.new_game(self.seed, self.options)

    def replay(self, upto: int | None = None) -> GameState:
        """A fresh state rebuilt from seed + the first ``upto`` action texts (all by default)."""
        state = self.initial_state()
        for text in self._actions[:upto]:
            state.apply(state.parse_action(text))
        return state

    def iter_replay(self) -> Iterator[tuple[int, str, tuple[Event, ...], GameState]]:
        """For a replay viewer: yields (index, action text, events, state after) step by step.

        The state yielded is the same object each time (advance, then draw it).
        """
        state = self.initial_state()
        for i, text in enumerate(self._actions):
            events = state.apply(state.parse_action(text))
            yield i, text, events, state

    def digest(self) -> str:
        return digest(self.state)

    def turn_number(self) -> int:
        """1 + how many times the decision passed to another player (the current one included)."""
        turns = 1
        movers = self._movers + [self.state.to_move()]
        for a, b in zip(movers, movers[1:]):
            if a != b and b is not None:
                turns += 1
        return turns

    # -- save format --------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        meta = dict(self.meta)
        meta["digest"] = self.digest()
        meta["moves"] = len(self._actions)
        return {"format": SAVE_FORMAT, "version": SAVE_FORMAT_VERSION, "game": self.game_id,
                "seed": self.seed, "options": dict(self.options),
                "seats": list(self.seats) if self.seats is not None else None,
                "actions": list(self._actions), "meta": meta}

    @classmethod
    def from_json(cls, data: Any, state_cls: type[GameState]) -> "GameRecord":
        """Validate ``data`` and replay it; raises :class:`BadFile` with words."""
        check_version(data, SAVE_FORMAT, SAVE_FORMAT_VERSION)
        return cls._build(data.get("game"), data.get("seed"), data.get("options", {}),
                          data.get("seats"), data.get("actions"), data.get("meta", {}),
                          state_cls)

    @classmethod
    def _build(cls, game: Any, seed: Any, options: Any, seats: Any, actions: Any, meta: Any,
               state_cls: type[GameState]) -> "GameRecord":
        expected = getattr(state_cls, "game_id", "") or None
        if not isinstance(game, str) or (expected and game != expected):
            raise _bad_file(f"別のゲームの記録です(「{game}」)。",
                            f"This record belongs to another game ({game!r}).")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise _bad_file("乱数の種(seed)が正しくありません。", "The record's seed is not a whole number.")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise _bad_file("オプションが正しくありません。", "The record's options are not valid.")
        if seats is not None and not isinstance(seats, list):
            raise _bad_file("席の情報が正しくありません。", "The record's seats are not valid.")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise _bad_file("手の記録が正しくありません。", "The record's list of actions is not valid.")
        if meta is None:
            meta = {}
        if not isinstance(meta, dict):
            raise _bad_file("付加情報が正しくありません。", "The record's extra information is not valid.")
        try:
            record = cls(game, state_cls, seed, options, seats, meta)
        except (ValueError, KeyError, TypeError, IllegalAction) as exc:
            raise _bad_file(f"この設定ではゲームを始められません: {exc}",
                            f"The game cannot start with these settings: {exc}") from exc
        for n, text in enumerate(actions, start=1):
            try:
                record.apply(text)
            except IllegalAction as exc:
                raise _bad_file(f"{n}手目「{text}」は不正です: {exc.ja}",
                                f"Action {n} ({text!r}) is illegal: {exc.en}") from exc
            except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
                raise _bad_file(f"{n}手目「{text}」を再生できません: {exc}",
                                f"Action {n} ({text!r}) cannot be replayed: {exc}") from exc
        saved = meta.get("digest")
        record.digest_mismatch = isinstance(saved, str) and saved != record.digest()
        return record


# ------------------------------------------------------------------ replay text
def export_replay(record: GameRecord) -> str:
    head = f"{REPLAY_MAGIC} v{REPLAY_VERSION} game={record.game_id} seed={record.seed}"
    if record.meta.get("coached"):
        head += " coached=1"        # the coach was asked during the game: records stay honest
    lines = [head, "options=" + canonical_json(record.options)]
    if record.seats is not None:
        lines.append("seats=" + canonical_json(record.seats))
    lines += record.actions
    return "\n".join(lines) + "\n"


def import_replay(text: str, state_cls: type[GameState] | Mapping[str, type[GameState]]) -> GameRecord:
    """Parse and validate a replay text (every action replayed); raises ``BadFile`` with words.

    ``state_cls`` is the class, or a mapping game code → class (the catalogue's
    ``game.games.state_classes()``: the kernel itself knows no game).
    """
    if not isinstance(text, str):
        raise _bad_file("リプレイの形式ではありません。", "This is not a Fudaba replay.")
    lines = [ln.rstrip("\r") for ln in text.split("\n")]
    body = [ln for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
    if not body or not body[0].startswith(REPLAY_MAGIC + " "):
        raise _bad_file("リプレイの形式ではありません。", "This is not a Fudaba replay.")
    head = body[0].split()
    fields: dict[str, str] = {}
    version = None
    for tok in head[1:]:
        if tok.startswith("v") and tok[1:].isdigit() and version is None:
            version = int(tok[1:])
        elif "=" in tok:
            k, _, v = tok.partition("=")
            fields[k] = v
    if version is None:
        raise _bad_file("リプレイのバージョンがありません。", "The replay has no version.")
    if version > REPLAY_VERSION:
        raise _bad_file(f"新しいバージョンの札場で作られたリプレイです(v{version})。",
                        f"The replay was made by a newer Fudaba (v{version}).")
    game = fields.get("game")
    try:
        seed = int(fields.get("seed", ""))
    except ValueError:
        raise _bad_file("乱数の種(seed)が正しくありません。", "The replay's seed is not a whole number.") from None
    options: Any = {}
    seats: Any = None
    rest = body[1:]
    try:
        while rest and (rest[0].startswith("options=") or rest[0].startswith("seats=")):
            key, _, value = rest[0].partition("=")
            if key == "options":
                options = json.loads(value)
            else:
                seats = json.loads(value)
            rest = rest[1:]
    except json.JSONDecodeError:
        raise _bad_file("リプレイの設定行が読めません。", "The replay's settings line cannot be read.") from None
    cls = _state_class(game, state_cls)
    meta = {"coached": True} if fields.get("coached") == "1" else {}
    return GameRecord._build(game, seed, options, seats, [ln.strip() for ln in rest], meta, cls)


def _state_class(game: Any, state_cls: Any) -> type[GameState]:
    if isinstance(state_cls, type):
        return state_cls
    if not isinstance(game, str):
        raise _bad_file("ゲームの名前がありません。", "The record does not say which game it is.")
    try:
        return state_cls[game]
    except KeyError:
        raise _bad_file(f"知らないゲームです(「{game}」)。", f"Unknown game {game!r}.") from None
    except ImportError:
        raise _bad_file(f"このゲーム(「{game}」)はまだ遊べません。",
                        f"The game {game!r} is not available in this build.") from None


# ------------------------------------------------------------------ undo checker
def check_undo_never_crosses_checkpoint(state_cls: type[GameState], seed: int,
                                        choices: Sequence[int],
                                        options: dict[str, Any] | None = None,
                                        undo_every: int = 3) -> GameRecord:
    """Property check reusable by every game's tests (drive it with hypothesis).

    Plays ``state_cls`` from ``seed`` choosing legal actions by ``choices``
    (each int picks ``legal[c % len(legal)]``); when ``c % undo_every == 0``
    the mover instead tries to undo ``1 + c // undo_every % (depth+1)`` steps.
    Checks, against an independent log kept here:

    * ``undo_depth(p)`` counts exactly the trailing actions by ``p`` without
      checkpoint events, and is 0 for everyone but the player to move;
    * an allowed undo restores exactly the state before those actions (JSON
      equality) and the action list equals the prefix; replay agrees;
    * a refused undo raises IllegalAction and changes nothing;
    * no undone action ever produced a checkpoint event or was another player's.

    Returns the record for further checks (``record.undo_check_counts`` says
    how many actions were applied, undone, and undos refused). Raises
    AssertionError on failure.
    """
    record = GameRecord(state_cls.game_id or "test", state_cls, seed, options)
    log: list[tuple[PlayerId | None, bool, dict[str, Any]]] = []  # (mover, checkpoint, json before)
    counts = {"undone": 0, "refused": 0, "applied": 0}
    for c in choices:
        state = record.state
        p = state.to_move()
        if p is None:
            break
        expected = 0
        i = len(log) - 1
        while i >= 0 and log[i][0] == p and not log[i][1]:
            expected += 1
            i -= 1
        assert record.undo_depth(p) == expected, (record.undo_depth(p), expected, record.actions)
        for q in range(getattr(state, "num_players", 2)):
            if q != p:
                assert record.undo_depth(q) == 0
        if c % undo_every == 0:
            steps = 1 + (c // undo_every) % (expected + 1)
            before_json = state.to_json()
            before_actions = record.actions
            if steps > expected:
                try:
                    record.undo(p, steps)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"undo of {steps} allowed with depth {expected}")
                counts["refused"] += 1
                assert record.state.to_json() == before_json
                assert record.actions == before_actions
            else:
                target = len(log) - steps
                for mover, checkpoint, _ in log[target:]:
                    assert mover == p and not checkpoint
                record.undo(p, steps)
                assert record.state.to_json() == log[target][2], "undo did not restore the state"
                assert record.actions == before_actions[:target]
                assert record.replay().to_json() == log[target][2]
                del log[target:]
                counts["undone"] += steps
            continue
        legal = list(state.legal_actions())
        action = legal[c % len(legal)]
        before = state.to_json()
        events = record.apply(action)
        log.append((p, has_checkpoint(events), before))
        counts["applied"] += 1
    assert record.replay().to_json() == record.state.to_json()
    record.undo_check_counts = counts  # type: ignore[attr-defined]
    return record
