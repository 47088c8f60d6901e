"""What a seat may see of a 鬼調伏 game: frozen values for the table and the computer.

Everything the table shows comes from here, already computed by the rules: 鬼体力
with its breakdown, each candidate's bottles (printed value and the 霊力 they give),
shikigami (own face-down one by name; others' only as ``"hidden"``), markers and
state, 6ストップ, the viewer's choices with refusal reasons, the odds overlay, and
the last judgement step by step. Hidden things are absent: other seats' face-down
shikigami and 霧鬼 bottles, deck contents and order (counts only).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine import Decision, Place, Result
from . import actions as A
from .cards import BOTTLE_COLOUR, BOTTLE_VALUE
from .judgement import JudgementView, judgement_view
from .odds import Odds, seat_odds
from .flow import is_last_prep
from .power import bottle_power, reiryoku, sealed_colour, taikyu, taikyu_parts

HIDDEN = "hidden"

@dataclass(frozen=True, slots=True)
class BottleView:
    id: str | None            # None while face down to this viewer
    colour: str | None
    value: int | None         # printed number
    power: int | None         # 霊力 it gives (鼓舞鬼 +1, sealed colour 0)
    sealed: bool
    face_down: bool
    initial: bool


@dataclass(frozen=True, slots=True)
class CandView:
    seat: int
    chara: str
    gofu: int                 # 護符 0..3
    marks: int                # 継承印
    status: str               # prep / chal / ret / out
    star: bool                # holds ☆
    oya: bool                 # 親 (11-1)
    slot: str | None          # own / revealed shikigami id, "hidden", or None (none placed)
    slot_up: bool
    hand: tuple[str, ...] | None          # own hand (None for others)
    available: tuple[str, ...]            # hand + face-down slot (what it may be)
    resting: tuple[str, ...]              # 使用済み (face up, sideways)
    lost: tuple[str, ...]                 # 喪失 (11-2)
    bottles: tuple[BottleView, ...]
    reiryoku: int | None      # the retreat-check 霊力 when the viewer knows it all
    reiryoku_judge: int | None  # as judged now (調伏判定時のみ included), when known
    visible_reiryoku: int     # what the face-up bottles give
    six_stop: bool | None     # None: depends on a bottle the viewer cannot see
    last_prep: bool           # 最後の準備中プレイヤー
    decl: tuple[tuple[str, object], ...]


@dataclass(frozen=True, slots=True)
class StarEntryView:
    card: str
    user: int
    target: int | None        # 吉凶占い
    value: int | None


@dataclass(frozen=True, slots=True)
class ChoiceView:
    """One of the turn's choices: its action text, whether it is legal, and why not."""
    text: str
    source: Place | None
    target: Place | None
    button: Place | None
    legal: bool
    reason_ja: str
    reason_en: str
    rule: str | None


@dataclass(frozen=True, slots=True)
class ChobukuView:
    player: int | None
    players: int
    round: int
    turn: int
    phase: str                # chara / shiki / turn / declare / over
    to_move: int | None
    current: int              # whose turn (phase turn)
    star: int                 # ☆
    oya_rule: bool
    migawari_rule: bool
    dropout_rule: int | None
    two_player: bool          # this round counts 2 players (no 霊力最弱)
    #: the pending decision (None: an ordinary turn, or the game is over)
    decision: Decision | None
    #: the star card whose 吉凶占い target is being chosen (a fortune decision)
    fortune: str | None
    oni: str | None
    oni_bottle: str | None
    taikyu: int
    taikyu_parts: tuple[tuple[str, str, int], ...]
    omens: tuple[str | None, ...]
    seal: str | None          # the bottle on [五行封じ] (as omen or used)
    sealed_colour: str | None  # in force once [五行封じ] is used
    stars: tuple[StarEntryView, ...]
    bottle_deck: int
    bottle_discard: tuple[str, ...]
    star_deck: int
    star_discard: tuple[str, ...]
    oni_deck: int
    oni_past: tuple[str, ...]
    cands: tuple[CandView, ...]
    odds: tuple[Odds, ...]    # the viewer's own draws (when drawing is open to it)
    choices: tuple[ChoiceView, ...]
    judgement: JudgementView | None
    eliminated: tuple[int, ...]
    result: Result | None


def _bottle(s, b: str, p: int, viewer: int | None, sealed: str | None) -> BottleView:
    c = s.cands[p]
    initial = b == c.initial
    down = initial and c.initial_down
    if down and viewer != p:
        return BottleView(None, None, None, None, False, True, True)
    return BottleView(b, BOTTLE_COLOUR[b], BOTTLE_VALUE[b], bottle_power(s, b, sealed),
                      sealed is not None and BOTTLE_COLOUR[b] == sealed, down, initial)


def _cand(s, p: int, viewer: int | None, sealed: str | None) -> CandView:
    c = s.cands[p]
    own = viewer == p
    hidden_bottle = c.initial_down and not own
    if c.slot is None:
        slot = None
    elif c.slot_up or own:
        slot = c.slot
    else:
        slot = HIDDEN
    known = not hidden_bottle and (own or c.slot is None or c.slot_up)
    available = tuple(sorted(c.hand + ([c.slot] if c.slot is not None and not c.slot_up else [])))
    visible = sum(bottle_power(s, b, sealed) for b in c.bottles
                  if not (hidden_bottle and b == c.initial))
    n_visible6 = sum(1 for b in c.bottles
                     if BOTTLE_VALUE[b] == 6 and not (hidden_bottle and b == c.initial))
    if len(c.bottles) < 3:
        stop: bool | None = False
    elif n_visible6:
        stop = True
    else:
        stop = None if hidden_bottle else False
    return CandView(
        seat=p, chara=c.chara, gofu=c.gofu, marks=c.marks, status=c.status, star=p == s.star,
        oya=s.oya and p == s.star, slot=slot, slot_up=c.slot_up,
        hand=tuple(c.hand) if own else None, available=available, resting=tuple(c.resting),
        lost=tuple(c.lost), bottles=tuple(_bottle(s, b, p, viewer, sealed) for b in c.bottles),
        reiryoku=reiryoku(s, p, False) if known else None,
        reiryoku_judge=reiryoku(s, p, True) if known else None,
        visible_reiryoku=visible, six_stop=stop,
        last_prep=s.phase == "turn" and is_last_prep(s, p),
        decl=tuple(sorted(c.decl.items())))


def build(s, viewer: int | None) -> ChobukuView:
    from .gestures import decision
    from .legal import turn_options
    sealed = sealed_colour(s)
    mover = s.to_move()
    d = s.pending
    odds: tuple[Odds, ...] = ()
    choices: tuple[ChoiceView, ...] = ()
    if viewer is not None and viewer == mover and s.phase == "turn" and d is None:
        if any(type(a).__name__ == "Draw" for a in s.legal_actions()):
            odds = seat_odds(s, viewer)
        choices = tuple(ChoiceView(a.text(), a.source, a.target, getattr(a, "button", None),
                                   r is None, r.ja if r else "", r.en if r else "",
                                   r.rule if r else None)
                        for a, r in turn_options(s, viewer))
    return ChobukuView(
        player=viewer, players=s.n, round=s.round, turn=s.turn, phase=s.phase, to_move=mover,
        current=s.current, star=s.star, oya_rule=s.oya, migawari_rule=s.migawari,
        dropout_rule=s.dropout, two_player=s.counted == 2, decision=decision(s),
        fortune=s.stars[d[2]][0] if d is not None and d[0] == "fortune" else None,
        oni=s.oni, oni_bottle=s.oni_bottle, taikyu=taikyu(s) if s.oni else 0,
        taikyu_parts=tuple(taikyu_parts(s)), omens=tuple(s.omens), seal=s.seal,
        sealed_colour=sealed,
        stars=tuple(StarEntryView(*e) for e in s.stars),
        bottle_deck=len(s.bottle_deck), bottle_discard=tuple(s.bottle_discard),
        star_deck=len(s.star_deck), star_discard=tuple(s.star_discard),
        oni_deck=len(s.oni_deck), oni_past=tuple(s.oni_past),
        cands=tuple(_cand(s, p, viewer, sealed) for p in range(s.n)),
        odds=odds, choices=choices, judgement=judgement_view(s.judgement),
        eliminated=tuple(s.eliminated), result=s._res)



def own_face_down(view) -> list[Place]:
    """Where the viewer of ``view`` has pieces face down that only they see (their
    shikigami set this round, their face-down initial bottles): shown face up to them
    when they point at one."""
    p = view.player
    if p is None:
        return []
    c = view.cands[p]
    out = [A.slot(p)] if c.slot not in (None, "hidden") and not c.slot_up else []
    return out + [A.bottle(p, b.id) for b in c.bottles if b.face_down and b.id]


def shows_secrets(s, seat: int) -> bool:
    """Does ``seat``'s view show anything the others may not see: its own face-down
    shikigami (and with it its 霊力, its odds, its hand after the placing) or bottle?
    A hand before the placing is no secret: it is the character's shikigami, public
    (``available``). Whoever hands the device over must not see such a view (the hot-seat
    curtain)."""
    own, public = build(s, seat).cands, build(s, None).cands
    return any(replace(mine, hand=None) != theirs for mine, theirs in zip(own, public)) or \
        any(c.hand is not None and tuple(sorted(c.hand)) != c.available for c in own)
