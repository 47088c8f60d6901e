"""What every action's processing shares (5-3, 章6): the bookkeeping of one action until P6,
P1-P3 (cards into the 保留域 (hold), turned to the player's side, the draws they earn) and the
declaring of an attack with the defender's answer opened. Used by A and items (``play``), E and
the abilities (``combat``) and the bamboo (``solo``); it imports none of them."""
from __future__ import annotations

from ...engine import CardMoved, Place
from . import board
from .board import log
from .cards import AREAS, BAMBOO, card_name
from .events import AttackDeclared
from . import places as P


def new_act(s) -> None:
    """The bookkeeping of one A (or B, or bamboo attack) until P6: ``order`` = seats that
    played, in order (P5 asks them in turn); ``resp`` = those who played from the respawn
    point; ``lost`` = seats that lost their 場札 (no P5 choice); ``left`` (only once some)
    = 場札 left by a dodge or a jetpack, waiting in the 保留域 but never played."""
    s.act = {"order": [], "resp": [], "lost": []}


# ------------------------------------------------------------------ P1-P3
def play_cards(s, seat: int, cards, ev: list, flare: bool = False, attack: bool = True) -> None:
    """P1-P4 for ``cards`` played by ``seat`` into the 保留域."""
    if seat == s.current:
        s.played = True
    act = s.act
    if seat not in act["order"]:
        act["order"].append(seat)
        if s.field[seat] is None:
            act["resp"].append(seat)
    for c in cards:
        s.hands[seat].remove(c)
        s.hold.append([c, seat])
        ev.append(CardMoved(c, P.hand(seat), P.hold(seat), seat))
    names = "・".join(card_name(c) for c in cards)
    names_en = ", ".join(card_name(c, "en") for c in cards)
    log(ev, f"{s.who(seat)}: {names}を出す", f"{s.who(seat, 'en')} plays {names_en}", seat)
    if attack:
        nums = tuple(sorted({AREAS[c].number for c in cards}))
        s.stack.append(("attackopt", seat, nums, flare))
    flip_and_draw(s, seat, cards, P.hold(seat), ev)


def flip_and_draw(s, seat: int, cards, place: Place, ev: list) -> None:
    """P2 (enemy → own; draw 2 once if any card was already own) and P3 (補給基地)."""
    t = board.team(s, seat)
    own_before = False
    supply = 0
    for c in cards:
        if s.face[c] == t:
            own_before = True
        else:
            if AREAS[c].kind == "supply":
                supply += 1
            board.flip_to(s, c, t, place, ev, seat)
    # P3 runs after P2's draw: push it first
    for _ in range(supply):
        log(ev, f"{s.who(seat)}: 補給基地(敵陣だった)で1枚引く", f"{s.who(seat, 'en')}: supply base draws one", seat)
        s.stack.append(("draw", seat, 1, "db", False))
    if own_before:
        s.stack.append(("draw", seat, 2, "db", False))


# ------------------------------------------------------------------ declaring an attack
def team_of(s, x) -> int:
    """Team of a combatant: a seat's team, or 1 for a bamboo (the enemy side)."""
    return 1 if isinstance(x, str) else board.team(s, x)


def number_of(s, x) -> int | None:
    """The 場札 number of a seat, or a bamboo's number."""
    if isinstance(x, str):
        return BAMBOO[x].number
    return board.field_number(s, x)


def tank(s, attacker) -> bool:
    """巨大飛行戦車 【拠点】攻撃宣言時: no F against this attack."""
    return (not isinstance(attacker, str)
            and board.base_card_of_kind(s, board.team(s, attacker), "tank") is not None)


def declare(s, attacker, defender, nums, via: str, ev: list, nocover: bool = False) -> None:
    """攻撃宣言 (A P4, E, the bamboo): triggers 【拠点】攻撃宣言時, then the defender answers."""
    ev.append(AttackDeclared(attacker, defender, tuple(nums), via))
    nums_txt = ",".join(map(str, nums))
    log(ev, f"{board.who(s, attacker)}が{board.who(s, defender)}を攻撃 (攻撃の数字 {nums_txt})",
        f"{board.who(s, attacker, 'en')} attacks {board.who(s, defender, 'en')} (numbers {nums_txt})",
        attacker if isinstance(attacker, int) else None)
    if tank(s, attacker):
        nocover = True
        log(ev, "巨大飛行戦車: この攻撃に遮蔽物は使えない", "Giant flying tank: no cover against this attack")
    respond(s, attacker, defender, nums, nocover, False, via)


def respond(s, attacker, defender, nums, nocover: bool, nocounter: bool, via: str) -> None:
    if isinstance(defender, str):          # a bamboo always takes the hit (14-4)
        s.stack.append(("bhit", (defender,), attacker))
        return
    s.pending = ("respond", defender, attacker, tuple(nums), nocover, nocounter, via)
