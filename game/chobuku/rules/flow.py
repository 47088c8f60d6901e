"""The round of 鬼調伏 (章5): oni, omens, initial bottles, the secret shikigami, turns
from ☆, then judgement (judge.py), clean-up and the end of the game (章8, 章11-3).

Plain functions taking the state and an event list (no mixins).
"""
from __future__ import annotations

from ...engine import CardDrawn, CardMoved, GameOver, Log, Result, Revealed, Shuffled, TurnStarted
from . import actions as A
from .cards import CHARAS, ONI, STARS, bottle_name, shiki
from .events import CoverLog, OmenRevealed, OniAppeared, RoundStarted, SecretLog, StatusChanged
from .model import CHAL, OUT, PREP, RET, STATUS_EN, STATUS_JA, reason_text, shouhai_key
from .power import taikyu

MARKS_TO_WIN = 6


# ------------------------------------------------------------------ names
_WHO: dict[tuple[int, str, str], str] = {}


def who(s, p: int, lang: str = "ja") -> str:
    """"席1(榊)" / "Seat 1 (Sakaki)": the seat and its character, for logs."""
    key = (p, s.cands[p].chara, lang)
    name = _WHO.get(key)
    if name is None:
        ch = CHARAS.get(key[1])
        if lang == "en":
            name = f"Seat {p + 1}" + (f" ({ch.name_en})" if ch else "")
        else:
            name = f"席{p + 1}" + (f"({ch.name_ja})" if ch else "")
        _WHO[key] = name
    return name


def shuffle(rng, items: list) -> None:
    """Shuffle in place by random keys (one C-level ``random()`` per item: the
    clean-up reshuffles 59 cards a round, the hottest chance in a playout)."""
    rnd = rng.random
    decorated = sorted([(rnd(), x) for x in items])
    items[:] = [x for _, x in decorated]


def log(ev: list, ja: str, en: str, p: int | None = None) -> None:
    ev.append(Log(ja, en, p))


def order_from(s, start: int, alive_only: bool = True) -> list[int]:
    """Seats clockwise from ``start`` (left = next seat), skipping 脱落 ones."""
    n = s.n
    out = []
    for i in range(n):
        q = (start + i) % n
        if not alive_only or s.cands[q].status != OUT:
            out.append(q)
    return out


def alive(s) -> list[int]:
    return [p for p in range(s.n) if s.cands[p].status != OUT]


def set_status(s, p: int, status: str, ev: list) -> None:
    c = s.cands[p]
    if c.status != status:
        ev.append(StatusChanged(p, c.status, status))
        c.status = status


def is_last_prep(s, p: int) -> bool:
    """最後の準備中プレイヤー: every other candidate is 挑戦中 or 退却済み (or out)."""
    for q, c in enumerate(s.cands):
        if q != p and c.status == PREP:
            return False
    return s.cands[p].status == PREP


# ------------------------------------------------------------------ bottles and omens
def draw_bottle(s, p: int, ev: list, face_down: bool = False) -> str | None:
    if not s.bottle_deck:
        return None
    b = s.bottle_deck.pop()
    c = s.cands[p]
    c.bottles.append(b)
    ev.append(CardDrawn(b, A.BOTTLE_DECK, A.bottles(p), p, face_down))
    return b


def reveal_initial(s, p: int, ev: list) -> None:
    c = s.cands[p]
    if c.initial_down and c.initial is not None:
        c.initial_down = False
        ev.append(Revealed(c.initial, A.bottle(p, c.initial), p))
        log(ev, f"{who(s, p)}: 伏せた初期小瓶は {bottle_name(c.initial)}",
            f"{who(s, p, 'en')}: the face-down initial bottle is {bottle_name(c.initial, 'en')}", p)


def reveal_shiki(s, p: int, ev: list) -> None:
    c = s.cands[p]
    if c.slot is not None and not c.slot_up:
        c.slot_up = True
        ev.append(Revealed(c.slot, A.slot(p), p))
        k = shiki(c.chara, c.slot)
        log(ev, f"{who(s, p)}: 式神を公開 {k.name_ja}", f"{who(s, p, 'en')}: reveals {k.name_en}", p)


def seal_on_reveal(s, ev: list) -> None:
    """[五行封じ] 公開時: the top bottle goes onto the card (none if the deck is empty)."""
    s.seal = s.bottle_deck.pop() if s.bottle_deck else None
    if s.seal is not None:
        ev.append(CardDrawn(s.seal, A.BOTTLE_DECK, A.THE_SEAL, None))
        col_ja, col_en = bottle_name(s.seal)[0], bottle_name(s.seal, "en").split()[0]
        log(ev, f"五行封じ: {bottle_name(s.seal)} を載せる（封じ色 {col_ja}）",
            f"Five-element seal: {bottle_name(s.seal, 'en')} placed on it (sealed colour {col_en})")
    else:
        log(ev, "五行封じ: 小瓶山札がないため封じ色なし", "Five-element seal: no bottle left, no colour sealed")


def reveal_omen(s, slot: int, ev: list) -> None:
    if not s.star_deck:
        s.omens[slot] = None
        return
    card = s.star_deck.pop()
    s.omens[slot] = card
    ev.append(OmenRevealed(slot, card))
    st = STARS[card]
    log(ev, f"予兆{slot + 1}: [{st.name_ja}]", f"Omen {slot + 1}: [{st.name_en}]")
    if card == "fuji":
        seal_on_reveal(s, ev)


def discard_star_card(s, card: str, ev: list) -> None:
    s.star_discard.append(card)
    if card == "fuji" and s.seal is not None:
        s.bottle_discard.append(s.seal)
        ev.append(CardMoved(s.seal, A.THE_SEAL, A.BOTTLE_DISCARD))
        s.seal = None


# ------------------------------------------------------------------ the round
def start_round(s, ev: list) -> None:
    """章5 steps 1-4: oni, 3 予兆, initial bottles from ☆, then the secret choice."""
    s.round += 1
    s.counted = len(alive(s))
    ev.append(RoundStarted(s.round, s.star))
    log(ev, f"── 第{s.round}ラウンド ☆{who(s, s.star)} ──",
        f"── Round {s.round}: ☆ {who(s, s.star, 'en')} ──")
    s.oni = s.oni_deck.pop()
    o = ONI[s.oni]
    if s.oni == "donreiki" and s.bottle_deck:
        s.oni_bottle = s.bottle_deck.pop()
        ev.append(CardDrawn(s.oni_bottle, A.BOTTLE_DECK, A.THE_ONI, None))
    ev.append(OniAppeared(s.oni, taikyu(s), s.oni_bottle))
    extra_ja = f"（鬼の小瓶 {bottle_name(s.oni_bottle)}）" if s.oni_bottle else ""
    extra_en = f" (oni's bottle {bottle_name(s.oni_bottle, 'en')})" if s.oni_bottle else ""
    log(ev, f"鬼の出現: {o.name_ja} 鬼体力{taikyu(s)}{extra_ja}",
        f"The oni appears: {o.name_en}, strength {taikyu(s)}{extra_en}")
    for i in range(3):
        reveal_omen(s, i, ev)
    down = s.oni == "kirioni"
    for p in order_from(s, s.star):
        c = s.cands[p]
        c.status = PREP
        b = draw_bottle(s, p, ev, face_down=down)
        c.initial = b
        c.initial_down = down and b is not None
        if b is None:
            continue
        if down:
            ev.append(SecretLog(f"{who(s, p)}: 初期小瓶 {bottle_name(b)}（伏せ）",
                                f"{who(s, p, 'en')}: initial bottle {bottle_name(b, 'en')} (face down)", p))
            ev.append(CoverLog(f"{who(s, p)}: 初期小瓶を伏せて受け取る",
                               f"{who(s, p, 'en')}: takes a face-down initial bottle", p))
        else:
            log(ev, f"{who(s, p)}: 初期小瓶 {bottle_name(b)}", f"{who(s, p, 'en')}: initial bottle {bottle_name(b, 'en')}", p)
    s.phase = "shiki"
    s.queue = order_from(s, s.star)
    s.pending = ("shiki", s.queue.pop(0))


def begin_turns(s, ev: list) -> None:
    s.phase = "turn"
    s.pending = None
    s.current = s.star
    s.turn += 1
    ev.append(TurnStarted(s.current, s.turn))


# ------------------------------------------------------------------ clean-up and the end
def cleanup(s, ev: list) -> None:
    """章5-7: every bottle and star card reshuffled; shikigami rest cycle (R-07); ☆ passes."""
    bottles = s.bottle_deck + s.bottle_discard
    for c in s.cands:
        bottles += c.bottles
        c.bottles = []
        c.initial = None
        c.initial_down = False
        c.decl = {}
        c.hand += c.resting
        c.resting = []
        if c.slot is not None:
            c.resting.append(c.slot)
            c.slot = None
        c.slot_up = False
        if c.status != OUT:
            c.status = PREP
    if s.oni_bottle is not None:
        bottles.append(s.oni_bottle)
    if s.seal is not None:
        bottles.append(s.seal)
    s.oni_bottle = s.seal = None
    shuffle(s.rng, bottles)
    s.bottle_deck = bottles
    s.bottle_discard = []
    cards = s.star_deck + s.star_discard + [o for o in s.omens if o is not None] + [e[0] for e in s.stars]
    shuffle(s.rng, cards)
    s.star_deck = cards
    s.star_discard = []
    s.omens = [None, None, None]
    s.stars = []
    s.oni_past.append(s.oni)
    s.oni = None
    ev.append(Shuffled(A.BOTTLE_DECK))
    ev.append(Shuffled(A.STAR_DECK))
    live = alive(s)
    if live:
        n = s.n
        for i in range(1, n + 1):
            q = (s.star + i) % n
            if q in live:
                s.star = q
                break
    log(ev, "片付け: 小瓶と星読み札を切り直し、使用中の式神は使用済みへ",
        "Clean-up: bottles and star cards reshuffled; shikigami in use are set aside")


def end_reason(s) -> str | None:
    """章8 (R-13) and 11-3: why the game ends after this clean-up, or None."""
    live = alive(s)
    if s.dropout is not None:
        if s.dropout >= 1 and len(s.eliminated) >= s.dropout:
            return "dropout"
        if not live:
            return "wipeout"
    elif any(c.gofu == 0 for c in s.cands):
        return "gofu"
    if any(s.cands[p].marks >= MARKS_TO_WIN for p in live):
        return "marks"
    if not s.oni_deck:
        return "oni"
    return None


def finish(s, reason: str, ev: list) -> None:
    """勝敗 (章8, R-14): most 継承印, then most 護符, else shared; 11-3's 脱落者 are out
    of the judgement (all ranked last)."""
    n = s.n
    keys = tuple(shouhai_key(s.cands[p].marks, s.cands[p].gofu) + 1 if s.cands[p].status != OUT else 0
                 for p in range(n))
    scores = tuple(c.marks for c in s.cands)
    if not any(keys):
        s._res = Result.drawn(n, reason, scores)
    else:
        s._res = Result.ranked(Result.places(keys), reason, scores)
    s.phase = "over"
    s.pending = None
    r = s._res
    ev.append(GameOver(r.winner, reason))
    win = r.winners()
    if not win:
        log(ev, f"ゲーム終了（{reason_text(reason, 'ja')}）: 引き分け",
            f"Game over ({reason_text(reason, 'en')}): a draw")
    else:
        log(ev, f"ゲーム終了（{reason_text(reason, 'ja')}）: 勝者 " + "・".join(who(s, p) for p in win),
            f"Game over ({reason_text(reason, 'en')}): winner " + ", ".join(who(s, p, 'en') for p in win))


def after_round(s, ev: list) -> None:
    cleanup(s, ev)
    reason = end_reason(s)
    if reason is not None:
        finish(s, reason, ev)
    else:
        start_round(s, ev)


def status_words(status: str) -> tuple[str, str]:
    return STATUS_JA[status], STATUS_EN[status]


__all__ = ["who", "log", "order_from", "alive", "set_status", "is_last_prep", "draw_bottle",
           "reveal_initial", "reveal_shiki", "reveal_omen", "discard_star_card", "start_round",
           "begin_turns", "cleanup", "end_reason", "finish",
           "after_round", "status_words", "CHAL", "RET", "PREP", "OUT"]
