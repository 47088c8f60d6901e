"""What a seat may see of a ジントリガー game: frozen values for the table and the AI.

Every visible card is a :class:`CardView` (id + the team it faces), so the table
draws it upright or reversed relative to the seat at the bottom. Hidden things are
counts only: other seats' hands (teammates' too, R-28), deck contents and order,
the shoot pile."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Decision, Place, Result
from . import board, flow, gestures
from .board import high_ground_ready
from .cards import AREAS, BAMBOO, CHARACTERS
from .ending import score
from .legal import ability_targets, in_reach
from .play import swap_options
from . import places as P


@dataclass(frozen=True, slots=True)
class CardView:
    id: str
    facing: int                   # team it is upright for (0 = A, 1 = B)


@dataclass(frozen=True, slots=True)
class HandCard:
    """One card of the viewer's own hand with its reach: ``playable`` = it can be
    played now in an A (in range), ``distance`` from the 場札 (None: item / respawn)."""
    card: CardView
    area: bool
    number: int | None
    playable: bool
    distance: int | None


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    team: int
    main: str                     # character key
    sub: str | None
    kodo: int                     # main's 行動
    hani: int                     # main's 範囲
    hand_limit: int
    ability: str                  # the main's ability key (blitz, snipe, ...)
    ability_cost: int             # its 拠点 cost
    counter_ability: bool         # 【反撃可】
    hand_count: int
    field: CardView | None        # None = the respawn point 復活地点
    field_number: int | None
    cover: bool                   # the 場札 has cover now (遮蔽物 or スモーク)
    tilted: bool                  # reload declared
    smoke: bool
    decoy: bool
    emp: bool
    jammed: bool
    suppress: bool
    ability_usable: bool          # (own seat, own turn) B possible now


@dataclass(frozen=True, slots=True)
class BambooView:
    id: str
    number: int
    reach: int
    growth: int
    wounded: bool


@dataclass(frozen=True, slots=True)
class Pending:
    """The open decision: ``kind`` (see legal.generate), who decides, public data
    (attack numbers, attacker...), and ``options`` (action texts) for the decider only."""
    kind: str
    seat: int
    attacker: int | str | None = None
    numbers: tuple[int, ...] = ()
    no_cover: bool = False
    no_dodge: bool = False
    no_counter: bool = False
    ability: str | None = None
    shown: tuple[str, ...] = ()   # deck cards shown to the decider (通信塔, ハッキングツール)
    options: tuple[str, ...] = ()
    reason: str | None = None     # why: drop limit/cost/hit, stash limit/reload/quick/highrise,
    #                               take diamond/gear/salvage, lose base/hand, draw d/db (deck / deck or 拠点)
    count: int = 0                # draw: cards still to draw; take: ◇ number / gear cards left; add: kinds added;
    #                               drop limit: the 拠点 cards that stay; stash limit: the cards over the hand limit


@dataclass(frozen=True, slots=True)
class ZintriggerView:
    player: int | None
    players: int
    phase: str
    current: int
    to_move: int | None
    turn: int
    turn_order: tuple[int, ...]
    seats: tuple[SeatView, ...]
    hand: tuple[HandCard, ...] | None       # own hand (None for a spectator)
    deck_counts: tuple[int, int]
    bases: tuple[tuple[CardView, ...], tuple[CardView, ...]]
    discard: tuple[CardView, ...]            # bottom → top, public
    hold: tuple[tuple[CardView, int], ...]   # 保留域: (card, seat who played it)
    actions_left: int
    high_ground: bool                        # 高台's free action still available
    played: bool                             # the turn player played a card (no reload)
    swaps: int                               # X (main/sub swaps) taken this turn
    scope: bool
    flare: bool
    tk_count: int
    tk_limit: int
    public_score: tuple[int, int]            # area cards facing each team in public zones
    attackable: tuple[int, ...]              # opponents whose 場札 number the viewer's hand reaches
    swap_options: tuple[str, ...]            # P5: hold cards the decider may take as 場札
    peek: tuple[int, tuple[str, ...]] | None  # 偵察ドローン: (seat, cards) shown to the viewer
    pending: Pending | None
    #: the pending decision in the kernel's shape (who decides, the prompt; None: the main decision)
    decision: Decision | None
    grove: tuple[BambooView, ...]
    shoots: int
    harvest: tuple[str, ...]
    grove_limit: int
    level: int
    final_score: tuple[int, int] | None      # every zone, at the end
    final_breakdown: tuple[tuple[Place, int, int], ...]   # (zone, team A, team B) at the end
    result: Result | None
    #: at the end every card is revealed (章8 ④): each zone's cards, in the order of
    #: ``final_breakdown`` (the table's card-by-card count)
    final_zones: tuple[tuple[Place, tuple[CardView, ...]], ...] = ()
    #: 【Bambooshoot】 (any number of players): every seat is team 0 against the bamboo
    bambooshoot: bool = False
    #: co-op with open hands (ZT-R54): the partners' hands, (seat, cards), shown to every seat
    open_hands: bool = False
    partner_hands: tuple[tuple[int, tuple[CardView, ...]], ...] = ()
    sprouts: int = 0                          # bamboo appearing per bamboo phase
    every_turn: bool = False                  # the bamboo phase follows every turn (else once a round)
    respawn_bind: bool = False                # 復活地点の縛り (R-04 optional rule)
    basic_only: bool = False                  # 基本のみ: no items; respawn = a face-down character


def _cv(s, c: str) -> CardView:
    return CardView(c, s.face[c])


def _seat(s, p: int, viewer) -> SeatView:
    cs = s.chars[p]
    if not cs:              # set-up: characters still being picked
        return SeatView(p, board.team(s, p), "", None, 0, 0, 0, "", 0, False, len(s.hands[p]), None, None,
                        False, False, False, False, False, False, False, False)
    ch = CHARACTERS[cs[0]]
    f = s.field[p]
    cover = bool(f is not None and (AREAS[f].cover or s.smoke[p]))
    usable = False
    if viewer == p and s.pending is None and s.phase == "main" and s.current == p:
        usable = (s.left > 0 or high_ground_ready(s, p)) and ability_targets(s, p) is not None
    return SeatView(p, board.team(s, p), cs[0], cs[1] if len(cs) > 1 else None, ch.kodo, ch.hani, ch.hani + 2,
                    ch.ability, ch.cost, ch.counter, len(s.hands[p]), _cv(s, f) if f is not None else None,
                    AREAS[f].number if f is not None else None, cover, s.tilted[p], s.smoke[p], s.decoy[p],
                    s.emp[p], s.jam[p], s.suppress[p], usable)


def _hand(s, p: int) -> tuple[HandCard, ...]:
    out = []
    f = s.field[p]
    for c in s.hands[p]:
        a = AREAS.get(c)
        if a is None:
            out.append(HandCard(_cv(s, c), False, None, True, None))
            continue
        dist = abs(a.number - AREAS[f].number) if f is not None else None
        out.append(HandCard(_cv(s, c), True, a.number, in_reach(s, p, c), dist))
    return tuple(out)


def _pending(s, viewer) -> Pending | None:
    d = s.pending
    if d is None:
        return None
    kind, seat = d[0], d[1]
    opts = tuple(a.text() for a in s.legal_actions()) if viewer == seat else ()
    if kind == "respond":
        _, _, attacker, nums, nocover, nocounter, via = d
        nod = not isinstance(attacker, str) and s.suppress[attacker]
        return Pending(kind, seat, attacker, tuple(nums), bool(nocover), nod, bool(nocounter), via, (), opts)
    if kind == "window":
        return Pending(kind, seat, d[2], (), False, False, False, d[3], (), opts)
    if kind in ("tower", "hack"):
        return Pending(kind, seat, shown=tuple(d[2]) if viewer == seat else (), options=opts)
    if kind == "attack":
        return Pending(kind, seat, numbers=tuple(d[3]), options=opts)
    if kind == "drop":
        return Pending(kind, seat, options=opts, reason=d[3], count=flow.BASE_LIMIT if d[3] == "limit" else 0)
    if kind in ("stash", "lose"):
        over = len(s.hands[seat]) - board.hand_limit(s, seat) if (kind, d[2]) == ("stash", "limit") else 0
        return Pending(kind, seat, options=opts, reason=d[2], count=over)
    if kind == "take":
        return Pending(kind, seat, options=opts, reason=d[2], count=int(d[3]))
    if kind == "draw":
        return Pending(kind, seat, options=opts, reason=d[3], count=int(d[2]))
    if kind == "add":
        return Pending(kind, seat, options=opts, count=int(d[3]))
    if kind == "gear":
        return Pending(kind, seat, options=opts, count=int(d[2]))
    return Pending(kind, seat, options=opts)


def public_score(s) -> tuple[int, int]:
    counts = [0, 0]
    zones = [s.discard, *s.bases, [c for c in s.field if c], [h[0] for h in s.hold]]
    for z in zones:
        for c in z:
            if c in AREAS:
                counts[s.face[c]] += 1
    return counts[0], counts[1]


def breakdown(s) -> tuple[tuple[str, int, int], ...]:
    rows = []

    def count(name, cards):
        a = b = 0
        for c in cards:
            if c in AREAS:
                if s.face[c] == 0:
                    a += 1
                else:
                    b += 1
        rows.append((name, a, b))
    for t in (0, 1):
        count(P.deck(t), s.decks[t])
    count(P.DISCARD, s.discard)
    for p in range(s.players):
        count(P.hand(p), s.hands[p])
    for t in (0, 1):
        count(P.base(t), s.bases[t])
    count(P.Place("field"), [c for c in s.field if c])
    count(P.Place("hold"), [h[0] for h in s.hold])
    return tuple(rows)


def final_zones(s) -> tuple[tuple[Place, tuple[CardView, ...]], ...]:
    """Every zone's cards at the end (all revealed), the same zones as :func:`breakdown`."""
    zones = [(P.deck(t), s.decks[t]) for t in (0, 1)]
    zones.append((P.DISCARD, s.discard))
    zones += [(P.hand(p), s.hands[p]) for p in range(s.players)]
    zones += [(P.base(t), s.bases[t]) for t in (0, 1)]
    zones.append((P.Place("field"), [c for c in s.field if c]))
    zones.append((P.Place("hold"), [h[0] for h in s.hold]))
    return tuple((name, tuple(_cv(s, c) for c in cards)) for name, cards in zones)


def build_view(s, player) -> ZintriggerView:
    seats = tuple(_seat(s, p, player) for p in range(s.players))
    hand = _hand(s, player) if player is not None else None
    attackable: tuple[int, ...] = ()
    if player is not None and s.solo is None:
        nums = {AREAS[c].number for c in s.hands[player] if c in AREAS and in_reach(s, player, c)}
        attackable = tuple(p for p in board.opponents(s, player)
                           if s.field[p] is not None and AREAS[s.field[p]].number in nums)
    d = s.pending
    swaps = tuple(swap_options(s, d[1])) if d is not None and d[0] == "field" else ()
    peek = None
    if s.peek is not None and s.peek[0] == player:
        peek = (s.peek[1], tuple(s.peek[2]))
    solo = s.solo
    grove = ()
    if solo is not None:
        grove = tuple(BambooView(g[0], BAMBOO[g[0]].number, BAMBOO[g[0]].reach, g[1], bool(g[2]))
                      for g in solo["grove"])
    final = None
    rows: tuple = ()
    zones: tuple = ()
    if s._res is not None:
        final = tuple(score(s)[0])
        rows = breakdown(s)
        zones = final_zones(s)
    return ZintriggerView(
        player=player, players=s.players, phase=s.phase, current=s.current, to_move=s.to_move(),
        turn=s.turn, turn_order=tuple(s.order), seats=seats, hand=hand,
        deck_counts=(len(s.decks[0]), len(s.decks[1])),
        bases=(tuple(_cv(s, c) for c in s.bases[0]), tuple(_cv(s, c) for c in s.bases[1])),
        discard=tuple(_cv(s, c) for c in s.discard),
        hold=tuple((_cv(s, c), p) for c, p in s.hold),
        actions_left=s.left, high_ground=s.phase == "main" and high_ground_ready(s, s.current),
        played=s.played, swaps=s.swaps, scope=s.scope, flare=s.flare, tk_count=s.tk_count, tk_limit=s.tk_limit,
        public_score=public_score(s), attackable=attackable, swap_options=swaps, peek=peek,
        pending=_pending(s, player), decision=gestures.decision(s), grove=grove, shoots=len(solo["shoots"]) if solo else 0,
        harvest=tuple(solo["harvest"]) if solo else (), grove_limit=solo["limit"] if solo else 0,
        level=solo["level"] if solo else 0, final_score=final, final_breakdown=rows, result=s._res,
        final_zones=zones, bambooshoot=solo is not None, open_hands=board.open_hands(s),
        partner_hands=tuple((p, tuple(_cv(s, c) for c in s.hands[p])) for p in range(s.players)
                            if p != player and board.sees_hand(s, player, p)),
        sprouts=solo.get("sprouts", 1) if solo else 0,
        every_turn=bool(solo and (s.players == 1 or solo.get("every_turn"))), respawn_bind=bool(s.options.get("r04")),
        basic_only=bool(s.options.get("basic")) and solo is None)
