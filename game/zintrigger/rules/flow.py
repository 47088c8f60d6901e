"""The task runner and the turn (章5): start (reload, 通信塔), the main decision,
end (【拠点】手番終了時, hand limit, reload), draws and the 拠点 limit.

Work is a stack of task tuples (``state.stack``, top = end). :func:`run` pops and
executes tasks until one needs a player's choice (it sets ``state.pending``) or
the stack is empty (then the turn player's main decision is open, or the turn
ends by itself when no action is left, 5-2).

The top of the rules' phases: it dispatches to play, combat, setup and solo, which never
import it (the shared helpers they need are in ``board``, ``draws`` and ``ending``)."""
from __future__ import annotations

from ...engine import CardMoved, Result, Revealed, TurnStarted
from . import board, combat, draws, play, setup, solo
from .board import TEAM_EN, TEAM_JA, high_ground_ready, log
from .cards import AREAS, CHARACTERS, TIMEKEEP, card_name
from .ending import finish_by_score, finish_solo, game_over, score
from .events import Peeked, Tilted
from . import places as P


# ------------------------------------------------------------------ apply / run
#: verb -> the function a main action (A, B) goes to
_MAIN = {"play": play.do_play, "item": play.do_item_action, "ability": combat.do_ability_action}


def apply(s, a, ev: list) -> None:
    dec = s.pending
    if dec is None:
        v = a.verb
        main = _MAIN.get(v)
        if main is not None:
            main(s, a, ev)
        elif v == "swap":
            do_swap(s, a, ev)
        elif v == "end":
            log(ev, f"{s.who(a.seat)}: 手番を終了する(C)", f"{s.who(a.seat, 'en')} ends the turn (C)", a.seat)
            s.stack.append(("endturn", s.current))
    else:
        s.pending = None
        _ALL_RESOLVERS[dec[0]](s, dec, a, ev)
    run(s, ev)
    if s._res is not None:
        s.stack = []
        s.pending = None


def run(s, ev: list) -> None:
    tasks = _ALL_TASKS
    stack = s.stack
    while s.pending is None and s._res is None:
        if stack:
            task = stack.pop()
            tasks[task[0]](s, task, ev)
        elif s.phase == "main" and s.left <= 0 and not high_ground_ready(s, s.current):
            stack.append(("endturn", s.current))
        else:
            return


def do_swap(s, a, ev: list) -> None:
    """X: main ↔ sub; actions left = min(left, the new main's 行動) (R-20, examples 1-3)."""
    seat = a.seat
    cs = s.chars[seat]
    cs[0], cs[1] = cs[1], cs[0]
    s.swaps += 1
    new = CHARACTERS[cs[0]]
    before = s.left
    s.left = min(s.left, new.kodo)
    log(ev, f"{s.seat_name(seat)}: キャラクター入れ替え → メイン{new.ja}(残り行動 {before}→{s.left})",
        f"{s.seat_name(seat, 'en')}: swaps characters → main {new.en} (actions left {before}→{s.left})", seat)


# ------------------------------------------------------------------ draws (5-8)
def draw_task(seat: int, n: int, mode: str, optional: bool, tk: bool = False) -> tuple:
    """A draw operation: ``n`` cards for ``seat`` from the deck (``"d"``) or the deck or the 拠点
    (``"db"``); ``tk``: the time keep was drawn already in this operation (ZT-R55)."""
    return ("draw", seat, n, mode, optional, True) if tk else ("draw", seat, n, mode, optional)


def base_drawable(s, t: int, tk: bool) -> list[str]:
    """The 拠点 cards a draw may take: every one, but the time keep only once per draw
    operation (ZT-R55: drawn twice in one draw-2 it would end a game at the holder's will)."""
    return [c for c in s.bases[t] if not (tk and c == TIMEKEEP)]


def t_draw(s, task, ev) -> None:
    _, seat, n, mode, optional = task[:5]
    tk = len(task) > 5 and task[5]
    if n <= 0:
        return
    t = board.team(s, seat)
    if mode == "db" and (s.bases[t] or optional):
        if not base_drawable(s, t, tk) and not s.decks[t] and not s.discard:
            return          # nothing at all to draw (the time keep was drawn already)
        s.pending = draw_task(seat, n, mode, optional, tk)
        return
    _from_deck(s, seat, n, mode, optional, tk, ev)


def _from_deck(s, seat, n, mode, optional, tk, ev) -> None:
    r = draws.draw_from_deck(s, seat, ev)
    if r == "card":
        log(ev, f"{s.who(seat)}: 山札から1枚引く", f"{s.who(seat, 'en')} draws a card from the deck", seat)
        s.stack.append(draw_task(seat, n - 1, mode, optional, tk))
    elif r == "tk":
        s.stack.append(draw_task(seat, n, mode, optional, True))
        s.stack.append(("limit", board.team(s, seat), seat))


def r_draw(s, dec, a, ev) -> None:
    _, seat, n, mode, optional = dec[:5]
    tk = len(dec) > 5 and dec[5]
    x = a.arg
    if x == "-":
        return
    if x == "deck":
        _from_deck(s, seat, n, mode, optional, tk, ev)
        return
    r = draws.draw_from_base(s, seat, x, ev)
    if r != "end":
        s.stack.append(draw_task(seat, n - 1, mode, optional, tk or x == TIMEKEEP))


def t_refill(s, task, ev) -> None:
    """Draw up to the hand limit as the player likes (reload, クイックリロード)."""
    _, seat = task
    need = board.hand_limit(s, seat) - len(s.hands[seat])
    if need > 0:
        s.stack.append(("draw", seat, need, "db", True))


# ------------------------------------------------------------------ 拠点 limit
#: the cards a 拠点 (base) holds; over it the team's chooser picks the ones that stay
BASE_LIMIT = 3


def t_limit(s, task, ev) -> None:
    _, t, chooser = task
    if len(s.bases[t]) > BASE_LIMIT:
        s.pending = ("drop", chooser, t, "limit", -1)


def r_drop(s, dec, a, ev) -> None:
    _, seat, t, reason, flip = dec
    c = a.arg
    s.bases[t].remove(c)
    if flip >= 0:
        board.flip_to(s, c, flip, P.base(t), ev, seat)
    board.to_discard(s, c, P.base(t), ev, seat)
    what = {"limit": ("拠点上限", "base limit"), "cost": ("能力のコスト", "ability cost"),
            "hit": ("被弾", "hit")}[reason]
    log(ev, f"{s.who(seat)}: {card_name(c)}を捨て札へ({what[0]})",
        f"{s.who(seat, 'en')}: {card_name(c, 'en')} to the discard ({what[1]})", seat)
    if reason == "limit":
        s.stack.append(("limit", t, seat))
    elif reason == "hit" and s.bases[t]:
        s.pending = ("drop", seat, t, "hit", flip) if len(s.bases[t]) > 1 else None
        if s.pending is None:
            last = s.bases[t].pop()
            board.flip_to(s, last, flip, P.base(t), ev, seat)
            board.to_discard(s, last, P.base(t), ev, seat)


# ------------------------------------------------------------------ stash (hand → 拠点)
def r_stash(s, dec, a, ev) -> None:
    _, seat, reason = dec
    t = board.team(s, seat)
    c = a.arg
    if c == "-":
        s.stack.append(("limit", t, seat))
        return
    s.hands[seat].remove(c)
    s.bases[t].append(c)
    ev.append(CardMoved(c, P.hand(seat), P.base(t), seat))
    log(ev, f"{s.who(seat)}: {card_name(c)}を拠点へ送る", f"{s.who(seat, 'en')}: {card_name(c, 'en')} to the base",
        seat)
    if reason == "limit":
        if len(s.hands[seat]) > board.hand_limit(s, seat):
            s.pending = ("stash", seat, "limit")
        else:
            s.stack.append(("limit", t, seat))
    elif reason == "highrise":
        s.stack.append(("limit", t, seat))
    elif s.hands[seat]:
        s.pending = ("stash", seat, reason)
    else:
        s.stack.append(("limit", t, seat))


# ------------------------------------------------------------------ turn start (5-1)
def t_start(s, task, ev) -> None:
    seat = task[1]
    t = board.team(s, seat)
    s.current = seat
    s.turn += 1
    s.turns_taken[seat] += 1
    s.phase = "main"
    for p in range(s.players):
        if board.team(s, p) == t:
            s.smoke[p] = False          # スモーク: until the own team's next turn starts
    s.decoy[seat] = False               # デコイ: until the own next turn starts
    s.left = 0
    s.hg_used = False
    s.played = False
    s.swaps = 0
    s.scope = False
    s.flare = False
    ev.append(TurnStarted(seat, s.turn))
    log(ev, f"── {s.turn}手番目: {s.who(seat)}の手番 ──", f"── Turn {s.turn}: {s.who(seat, 'en')} ──", seat)
    s.stack.append(("begin", seat))
    s.stack.append(("tower", seat))
    if s.tilted[seat]:
        s.stack.append(("untilt", seat))
        s.stack.append(("refill", seat))
        s.stack.append(("reloadsend", seat))


def t_reloadsend(s, task, ev) -> None:
    seat = task[1]
    log(ev, f"{s.who(seat)}: リロード(手札を拠点へ送り、手札上限まで引く)",
        f"{s.who(seat, 'en')}: reload (send cards to the base, draw up to the hand limit)", seat)
    if s.hands[seat]:
        s.pending = ("stash", seat, "reload")


def t_untilt(s, task, ev) -> None:
    seat = task[1]
    s.tilted[seat] = False
    ev.append(Tilted(seat, False))


def t_tower(s, task, ev) -> None:
    """通信塔 【拠点】手番開始時 (R-31: only the cards the deck has)."""
    seat = task[1]
    t = board.team(s, seat)
    if board.base_card_of_kind(s, t, "commtower") is None or not s.decks[t]:
        return
    top = tuple(reversed(s.decks[t][-2:]))     # (top, second)
    ev.append(Peeked(seat, P.deck(t), top))
    s.pending = ("tower", seat, top)


def r_tower(s, dec, a, ev) -> None:
    seat, top = dec[1], dec[2]
    t = board.team(s, seat)
    deck = s.decks[t]
    if a.arg == "swap":
        deck[-1], deck[-2] = deck[-2], deck[-1]
        log(ev, f"{s.who(seat)}: 通信塔 山札の上2枚の順を入れ替える",
            f"{s.who(seat, 'en')}: comm tower swaps the top two cards", seat)
    elif a.arg == "drop":
        c = a.args[1]
        i = len(deck) - 1 - top.index(c)
        deck.pop(i)
        ev.append(Revealed(c, P.DISCARD, seat))
        board.to_discard(s, c, P.deck(t), ev, seat)
        log(ev, f"{s.who(seat)}: 通信塔 {card_name(c)}を捨て札へ",
            f"{s.who(seat, 'en')}: comm tower sends {card_name(c, 'en')} to the discard", seat)
    else:
        log(ev, f"{s.who(seat)}: 通信塔 山札の上をそのまま戻す",
            f"{s.who(seat, 'en')}: comm tower puts the cards back", seat)


def t_begin(s, task, ev) -> None:
    seat = task[1]
    s.left = board.main_char(s, seat).kodo


# ------------------------------------------------------------------ turn end (5-6)
def t_endturn(s, task, ev) -> None:
    seat = task[1]
    s.phase = "end"
    s.stack.append(("next", seat))
    s.stack.append(("reloadq", seat))
    s.stack.append(("handlimit", seat))
    s.stack.append(("endfx", seat, ()))


def end_effects(s, seat: int) -> list[str]:
    """【拠点】手番終了時 effects that can apply now (高層ビル街, シノビの隠れ家), judged on
    public facts only while another seat cannot see the hand: シノビの隠れ家 then asks
    whenever the hand is not empty, because asking only when it holds an own-side area card
    would tell the other seats so (R-28)."""
    t = board.team(s, seat)
    out = []
    for c in s.bases[t]:
        a = AREAS.get(c)
        if a is None:
            continue
        if a.kind == "highrise" and (s.decks[t] or s.discard):
            out.append(c)
        elif a.kind == "hideout" and s.hands[seat] and (
                board.hand_hidden_from_others(s, seat) or any(x in AREAS and s.face[x] == t for x in s.hands[seat])):
            out.append(c)
    return out


def t_endfx(s, task, ev) -> None:
    _, seat, done = task
    todo = [c for c in end_effects(s, seat) if c not in done]
    if not todo:
        return
    if len(todo) > 1:
        s.pending = ("order", seat, tuple(todo), done)
        return
    _start_effect(s, seat, todo[0], done)


def r_order(s, dec, a, ev) -> None:
    _start_effect(s, dec[1], a.arg, dec[3])


def _start_effect(s, seat, card, done) -> None:
    s.stack.append(("endfx", seat, tuple(done) + (card,)))
    if AREAS[card].kind == "highrise":
        s.pending = ("highrise", seat)
    else:
        s.pending = ("hideout", seat)


def r_highrise(s, dec, a, ev) -> None:
    seat = dec[1]
    if a.arg == "-":
        return
    log(ev, f"{s.who(seat)}: 高層ビル街 山札から1枚引く", f"{s.who(seat, 'en')}: high-rise district draws a card",
        seat)
    r = draws.draw_from_deck(s, seat, ev)
    if r == "end":
        return
    if r == "tk":
        s.stack.append(("limit", board.team(s, seat), seat))
    if s.hands[seat]:
        s.pending = ("stash", seat, "highrise")


def r_hideout(s, dec, a, ev) -> None:
    seat = dec[1]
    if a.arg == "-":
        return
    t = board.team(s, seat)
    c = a.arg
    s.hands[seat].remove(c)
    ev.append(CardMoved(c, P.hand(seat), P.field(seat), seat))
    old = board.set_field(s, seat, c, ev)
    log(ev, f"{s.who(seat)}: シノビの隠れ家 {card_name(c)}を場札にする",
        f"{s.who(seat, 'en')}: shinobi hideout makes {card_name(c, 'en')} the field card", seat)
    if old is not None:
        s.bases[t].append(old)
        ev.append(CardMoved(old, P.field(seat), P.base(t), seat))
        s.stack.append(("limit", t, seat))


def t_handlimit(s, task, ev) -> None:
    seat = task[1]
    if len(s.hands[seat]) > board.hand_limit(s, seat):
        s.pending = ("stash", seat, "limit")


def t_reloadq(s, task, ev) -> None:
    seat = task[1]
    if not s.played:
        s.pending = ("reload", seat)


def r_reload(s, dec, a, ev) -> None:
    seat = dec[1]
    if a.verb == "reload":
        s.tilted[seat] = True
        ev.append(Tilted(seat, True))
        log(ev, f"{s.who(seat)}: リロードを宣言", f"{s.who(seat, 'en')} declares a reload", seat)


def t_next(s, task, ev) -> None:
    seat = task[1]
    s.suppress[seat] = False
    s.emp[seat] = False
    s.jam[seat] = False
    s.peek = None
    s.scope = s.flare = False
    if all(n >= s.max_turns for n in s.turns_taken):
        if s.solo is not None:
            finish_solo(s, False, "turns", ev)
        else:
            finish_by_score(s, "turns", ev)
        return
    i = s.order.index(seat)
    s.stack.append(("start", s.order[(i + 1) % len(s.order)]))
    if s.solo is not None and (i == len(s.order) - 1 or s.solo.get("every_turn")):
        s.stack.append(("bamboo", 0))       # once every player has had a turn (14-4, 14-8)


def resign(s, seat: int, ev: list) -> None:
    if s._res is not None:
        return
    if s.solo is not None:
        finish_solo(s, False, "resign", ev)
        return
    w = 1 - seat % 2
    s._res = Result.team_win(w, tuple(p % 2 for p in range(s.players)), "resign",
                             tuple(score(s)[0][p % 2] for p in range(s.players)))
    game_over(s, ev, w)
    log(ev, f"{s.who(seat)}が投了: {TEAM_JA[w]}の勝ち", f"{s.who(seat, 'en')} resigns: {TEAM_EN[w]} wins", seat)


TASKS = {"draw": t_draw, "refill": t_refill, "limit": t_limit, "start": t_start, "reloadsend": t_reloadsend,
         "untilt": t_untilt, "tower": t_tower, "begin": t_begin, "endturn": t_endturn, "endfx": t_endfx,
         "handlimit": t_handlimit, "reloadq": t_reloadq, "next": t_next}
RESOLVERS = {"draw": r_draw, "drop": r_drop, "stash": r_stash, "tower": r_tower, "order": r_order,
             "highrise": r_highrise, "hideout": r_hideout, "reload": r_reload}

#: every phase's tasks and decisions by name (no two phases share a name)
_ALL_TASKS = {**combat.TASKS, **play.TASKS, **setup.TASKS, **solo.TASKS, **TASKS}
_ALL_RESOLVERS = {**combat.RESOLVERS, **play.RESOLVERS, **setup.RESOLVERS, **solo.RESOLVERS, **RESOLVERS}
