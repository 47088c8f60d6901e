"""The end of the game (章8, 14-5): the score and its tie-break (R-18), the versus end by
time or turns, and Bambooshoot's end with its rating. Only ``board`` below it, so that a
draw of the last time keep (``draws``) and the phases can all end the game."""
from __future__ import annotations

from ...engine import GameOver, Result
from .board import TEAM_EN, TEAM_JA, log
from .cards import AREAS

RATINGS = ((75, "竹取名人", "Master harvester"), (60, "一人前", "Journeyman"), (0, "見習い", "Apprentice"))


def score(s) -> tuple[list[int], list[int]]:
    """(area cards facing each team over every zone, tie-break: 場札 + own 拠点), R-18."""
    counts = [0, 0]
    zones = [*s.decks, s.discard, *s.hands, *s.bases, [c for c in s.field if c], [h[0] for h in s.hold]]
    for z in zones:
        for c in z:
            if c in AREAS:
                counts[s.face[c]] += 1
    tie = [0, 0]
    for t in (0, 1):
        for c in s.bases[t]:
            if c in AREAS and s.face[c] == t:
                tie[t] += 1
    for p in range(s.players):
        c = s.field[p]
        if c is not None and s.face[c] == p % 2:
            tie[p % 2] += 1
    return counts, tie


def finish_by_time(s, ev) -> None:
    if s.solo is not None:
        finish_solo(s, False, "time", ev)
        return
    finish_by_score(s, "time", ev)


def finish_by_score(s, reason: str, ev) -> None:
    counts, tie = score(s)
    teams = tuple(p % 2 for p in range(s.players))
    scores = tuple(counts[p % 2] for p in range(s.players))
    if counts[0] != counts[1]:
        w = 0 if counts[0] > counts[1] else 1
    elif tie[0] != tie[1]:
        w = 0 if tie[0] > tie[1] else 1
    else:
        w = None
    s._res = Result.team_win(w, teams, reason, scores)
    game_over(s, ev, w)
    if w is None:
        log(ev, f"ゲーム終了: 自陣エリアカード {counts[0]} 対 {counts[1]} (場札＋拠点 {tie[0]} 対 {tie[1]}) で引き分け",
            f"Game over: area cards {counts[0]} to {counts[1]} (field card + base {tie[0]} to {tie[1]}): a draw")
    else:
        log(ev, f"ゲーム終了: 自陣エリアカード {counts[0]} 対 {counts[1]} で{TEAM_JA[w]}の勝ち",
            f"Game over: area cards {counts[0]} to {counts[1]}: {TEAM_EN[w]} wins")


def game_over(s, ev, winner) -> None:
    s.phase = "over"
    s.pending = None
    s.stack = []
    ev.append(GameOver(winner, s._res.reason))


def own_share(s) -> int:
    total = own = 0
    for z in [*s.decks, s.discard, *s.hands, *s.bases, [c for c in s.field if c]]:
        for c in z:
            if c in AREAS:
                total += 1
                own += s.face[c] == 0
    return round(100 * own / total) if total else 0


def rating(share: int) -> tuple[str, str]:
    for lim, ja, en in RATINGS:
        if share >= lim:
            return ja, en
    return RATINGS[-1][1:]


def finish_solo(s, won: bool, reason: str, ev: list) -> None:
    share = own_share(s)
    s._res = Result.cooperative(won, s.players, reason, (share,) * s.players)
    s.phase = "over"
    s.pending = None
    s.stack = []
    ev.append(GameOver(0 if won else None, reason))
    if won:
        ja, en = rating(share)
        log(ev, f"Bambooshoot クリア! 自陣{share}% 評価「{ja}」", f"Bambooshoot cleared! Own side {share}%: {en}")
    else:
        words = {"grove": ("竹林があふれた", "the grove overflowed"),
                 "time": ("タイムキープが規定回数に達した", "the time keep ran out"),
                 "turns": ("30手番を終えた", "30 turns passed"), "resign": ("投了", "resigned")}
        ja, en = words.get(reason, (reason, reason))
        log(ev, f"Bambooshoot 失敗: {ja}", f"Bambooshoot lost: {en}")


def stats(view, result) -> dict:
    """What the statistics keep of a finished game besides who won: how it ended (time
    keep, turn limit, resignation; the solo: harvest, the grove overflowing) and, in the
    solo, its level and how many bamboo were harvested (``view``: anyone's, at the end)."""
    extra: dict = {"reason": result.reason}
    if view.players == 1:
        extra["level"] = str(view.level)
        extra["harvested"] = len(view.harvest)
    return extra
