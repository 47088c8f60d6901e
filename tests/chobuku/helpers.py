"""Position builder for 鬼調伏 tests: any oni, bottles, shikigami, omens and stars,
with every piece conserved (the rest goes to the decks)."""
from __future__ import annotations

import random

from game import games
from game.chobuku.rules import ChobukuState
from game.chobuku.rules.cards import BOTTLES, CHARAS, ONI_IDS, STAR_IDS
from game.chobuku.rules.model import PREP, Cand
from game.engine import Log

BASIC = ("sakaki", "homura", "iwami", "shirogane", "mio")


def position(players: int = 2, charas=None, oni: str = "akaoni", bottles=None, slots=None,
             slot_up=(), status=None, omens=(None, None, None), stars=(), star: int = 0,
             current: int | None = None, oya: bool = False, migawari: bool = False, dropout=None,
             gofu=None, marks=None, deck_top=(), star_top=(), seal: str | None = None,
             initial=None, initial_down=(), oni_bottle: str | None = None, counted=None,
             resting=None, lost=None, seed: int = 1, oni_left: int = 5, pending=None) -> ChobukuState:
    """A turn-phase position. ``bottles``/``slots``/``gofu``/``marks``/``status``: {seat: …};
    ``deck_top``: bottles drawn next, in order; ``star_top``: star cards drawn next."""
    s = ChobukuState()
    s.rng = random.Random(seed)
    s.n = s.num_players = players
    s.counted = counted if counted is not None else players
    s.oya, s.migawari, s.dropout = oya, migawari, dropout
    s.characters = "all"
    charas = list(charas or BASIC[:players])
    bottles = bottles or {}
    slots = slots or {}
    used_b: list[str] = []
    s.cands = []
    for p in range(players):
        c = Cand(charas[p], CHARAS[charas[p]].shiki_ids())
        sid = slots.get(p, c.hand[-1])
        c.hand.remove(sid)
        c.slot = sid
        c.slot_up = p in slot_up
        for r in (resting or {}).get(p, ()):
            c.hand.remove(r)
            c.resting.append(r)
        for r in (lost or {}).get(p, ()):
            c.hand.remove(r)
            c.lost.append(r)
        c.bottles = list(bottles.get(p, ()))
        used_b += c.bottles
        c.initial = (initial or {}).get(p, c.bottles[0] if c.bottles else None)
        c.initial_down = p in initial_down
        c.status = (status or {}).get(p, PREP)
        c.gofu = (gofu or {}).get(p, 3)
        c.marks = (marks or {}).get(p, 0)
        s.cands.append(c)
    for b in (seal, oni_bottle):
        if b is not None:
            used_b.append(b)
    s.seal, s.oni_bottle = seal, oni_bottle
    rest = [b for b in BOTTLES if b not in used_b and b not in deck_top]
    random.Random(seed).shuffle(rest)
    s.bottle_deck = rest + list(reversed(deck_top))
    s.omens = list(omens)
    s.stars = [tuple(e) for e in stars]
    used_s = [o for o in omens if o] + [e[0] for e in stars]
    srest = [c for c in STAR_IDS if c not in used_s and c not in star_top]
    random.Random(seed + 1).shuffle(srest)
    s.star_deck = srest + list(reversed(star_top))
    others = [o for o in ONI_IDS if o != oni]
    s.oni = oni
    s.oni_box = others[:2]
    s.oni_deck = others[2:2 + oni_left]
    s.oni_past = others[2 + oni_left:]
    s.round = 1 + len(s.oni_past)
    s.star = star
    s.current = star if current is None else current
    s.phase = "turn"
    s.pending = pending
    s.turn = 1
    s.check_invariants()
    return s


def new(players: int = 2, seed: int = 1, **options) -> ChobukuState:
    opts = games.get("chobuku").new_options({"players": players, **options})
    return ChobukuState.new_game(seed, opts)


def act(s: ChobukuState, text: str):
    ev = s.apply(s.parse_action(text))
    s.check_invariants()
    return ev


def legal(s: ChobukuState) -> set[str]:
    return {a.text() for a in s.legal_actions()}


def logs(events, lang: str = "ja") -> list[str]:
    return [e.line(lang) for e in events if isinstance(e, Log)]


def refusal(s: ChobukuState, text: str):
    return s.explain(s.parse_action(text))


def judge_now(s: ChobukuState, challengers) -> None:
    """Make ``challengers`` 挑戦中 and everyone else 退却済み, then run the judgement
    (declarations, if any, stay pending)."""
    from game.chobuku.rules.judge import start_judgement
    from game.chobuku.rules.model import CHAL, RET
    for p, c in enumerate(s.cands):
        c.status = CHAL if p in challengers else RET
    s.edited()
    start_judgement(s, [])
    s.edited()
