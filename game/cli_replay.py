"""``python -m game selfplay`` and ``python -m game replay``: headless, no pygame.

selfplay
    ``python -m game selfplay --game fujin --seed N --out FILE
    [--levels easy,medium] [--max-actions M] [--players P] [--option key=value ...]``

    Plays computer against computer (agents from ``game.<code>.ai:make_agent``,
    one level per seat; a single level is used for every seat), writes the
    replay text (``export_replay``) to FILE and prints::

        digest <16 hex digits of the final state>
        result <winner / draw / unfinished, with the reason>
        actions <n>

replay
    ``python -m game replay FILE [--verify] [--log] [--lang ja|en]``

    Imports the replay (every action checked), replays it from scratch and
    prints ``digest <hex>`` of the final state. ``--verify`` also replays the
    record a second time, step by step, and checks both runs agree; ``--log``
    prints the game log. Exit code 0, or 1 with a message for a bad file.

Generic over the catalogue (``game.games``): any game whose rules module
exists can be self-played and replayed.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any, Sequence

from game import games
from game.engine.ai import decide
from game.engine.events import Log
from game.engine.record import GameRecord, digest, export_replay, import_replay
from game.storage import BadFile


def _err(msg: str) -> None:
    print(f"fudaba: {msg}", file=sys.stderr)


def result_text(state: Any, lang: str = "en") -> str:
    """One line describing how ``state`` ended (or that it has not), in words:
    the game's own seat names (``state.seat_name(i, lang)``) and end reasons
    (``<game>.reason.<code>`` in the catalogues) where it has them."""
    from game import i18n
    res = state.result()
    if res is None:
        return "未決着" if lang == "ja" else "unfinished"
    game = getattr(state, "game_id", "")
    reason = i18n.t(f"{game}.reason.{res.reason}", lang)
    if reason.startswith(f"{game}.reason."):
        reason = res.reason
    if res.draw:
        return f"引き分け:{reason}" if lang == "ja" else f"draw: {reason}"
    winners = res.winners(state.seats())         # one seat, a team, the co-op players, tied firsts
    if res.coop:
        return (f"全員の勝ち:{reason}" if winners else f"全員の負け:{reason}") if lang == "ja" else \
            (f"everyone won: {reason}" if winners else f"every seat lost: {reason}")
    if not winners:
        return f"全員の負け:{reason}" if lang == "ja" else f"every seat lost: {reason}"
    names = ("・" if lang == "ja" else " and ").join(state.seat_name(w, lang) for w in winners)
    if lang == "ja":
        return f"{names}の勝ち:{reason}"
    return f"{names} {'win' if len(winners) > 1 else 'wins'}: {reason}"


def _parse_option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"--option wants key=value, got {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


# ------------------------------------------------------------------ selfplay
def selfplay(code: str, seed: int, levels: Sequence[str], max_actions: int | None = None,
             options: dict[str, Any] | None = None, players: int | None = None) -> GameRecord:
    """Play one computer-vs-computer game of ``code``; returns the finished (or cut) record."""
    info = games.get(code)
    state_cls = info.state_type()
    factory = info.agent_factory()
    if factory is None:
        raise ImportError(f"{code} has no computer player")
    options = info.new_options(options, players=players)    # the catalogue's defaults, as seat setup has them
    record = GameRecord(code, state_cls, seed, options)
    n = players or int(getattr(record.state, "num_players", 0) or info.players[0])
    levels = list(levels) or ["easy"]
    if len(levels) == 1:
        levels = levels * n
    if len(levels) != n:
        raise ValueError(f"{len(levels)} levels given for {n} seats")
    record.seats = [f"computer:{lv}" for lv in levels]
    record.meta["mode"] = "cpu-vs-cpu"
    agents = [factory(lv) for lv in levels]
    rng = random.Random(seed)
    while not record.state.is_over() and (max_actions is None or len(record) < max_actions):
        player = record.state.to_move()
        action = decide(agents[player], record.state, player, rng)
        record.apply(action)
    return record


def _selfplay_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m game selfplay",
                                description="Play computer against computer and write a replay file.")
    p.add_argument("--game", required=True, help="game code, e.g. fujin")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", required=True, help="replay text file to write")
    p.add_argument("--levels", default="easy", help="comma-separated level per seat (default easy)")
    p.add_argument("--max-actions", type=int, default=None, help="stop after this many actions")
    p.add_argument("--players", type=int, default=None, help="number of seats (games with a choice)")
    p.add_argument("--option", action="append", type=_parse_option, default=[],
                   help="game option key=value (JSON value), repeatable")
    args = p.parse_args(argv)
    try:
        info = games.get(args.game)
    except KeyError:
        _err(f"unknown game {args.game!r}; known: {', '.join(g.code for g in games.GAMES)}")
        return 1
    try:
        info.state_type()
        if info.agent_factory() is None:
            raise ImportError("no computer player")
    except ImportError as exc:
        _err(f"the game {args.game!r} is not available in this build ({exc})")
        return 1
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    try:
        record = selfplay(args.game, args.seed, levels, args.max_actions, dict(args.option), args.players)
    except (ValueError, KeyError) as exc:
        _err(f"cannot play: {exc}")
        return 1
    out = Path(args.out)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(export_replay(record), encoding="utf-8", newline="\n")
    except OSError as exc:
        _err(f"cannot write {out}: {exc.strerror or exc}")
        return 1
    print(f"digest {record.digest()}")
    print(f"result {result_text(record.state)}")
    print(f"actions {len(record)}")
    print(f"wrote {out}")
    return 0


# ------------------------------------------------------------------ replay
def load(path: Path) -> GameRecord:
    """Read and import a replay file; raises ``BadFile`` with words."""
    try:
        text = Path(path).read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile("ファイルが壊れています(文字化け)。", "The file is corrupted (not UTF-8 text).") from None
    except OSError as exc:
        raise BadFile(f"ファイルを読めません: {exc.strerror}", f"The file cannot be read: {exc.strerror}") from None
    return import_replay(text, games.state_classes())


def log_lines(record: GameRecord, lang: str = "en", upto: int | None = None) -> list[str]:
    """The game log (``Log`` events) of the first ``upto`` actions, replayed from scratch."""
    lines: list[str] = []
    for i, _text, events, _state in record.iter_replay():
        if upto is not None and i >= upto:
            break
        lines += [e.line(lang) for e in events if isinstance(e, Log)]
    return lines


def _replay_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m game replay",
                                description="Replay a Fudaba replay file headless and print its digest.")
    p.add_argument("file")
    p.add_argument("--verify", action="store_true", help="replay twice and check both runs agree")
    p.add_argument("--log", action="store_true", help="print the game log")
    p.add_argument("--lang", choices=("ja", "en"), default="en")
    args = p.parse_args(argv)
    path = Path(args.file)
    try:
        record = load(path)
    except BadFile as bad:
        _err(f"{path}: not a usable replay: {bad.message(args.lang)}")
        return 1
    except Exception as exc:  # a rules bug must still come out as words
        _err(f"{path}: the replay cannot be played: {exc!r}")
        return 1
    final = record.state
    if args.verify:
        again = None
        for _i, _text, _events, state in record.iter_replay():
            again = state
        again = again if again is not None else record.initial_state()
        if again.to_json() != final.to_json() or record.replay().to_json() != final.to_json():
            _err(f"{path}: replaying twice gave different states (the rules are not deterministic)")
            return 1
    if args.log:
        for line in log_lines(record, args.lang):
            print(line)
    print(f"digest {digest(final)}")
    print(f"result {result_text(final, args.lang)}")
    print(f"actions {len(record)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point for both subcommands; ``argv`` starts with the subcommand word."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in ("selfplay", "replay"):
        _err("usage: python -m game selfplay ... | python -m game replay FILE [--verify]")
        return 2
    if argv[0] == "selfplay":
        return _selfplay_main(argv[1:])
    return _replay_main(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
