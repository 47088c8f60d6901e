"""What a gesture at the ジントリガー table could mean, and the pending decision in the
kernel's one shape.

The table asks the state (``GameState.gesture``): the legal actions a drop or a
click stands for come from the legal actions themselves; when none matches,
:func:`means` names the action the player was reaching for, so the rules' own
refusal of it is shown (a card out of 範囲 (reach), a dodge with the wrong
number, an ability without its 拠点 cost...). Every decision is answered in the
table's decision panel or by dragging a lit card; the character pick at the
table (卓で選ぶ) is answered from a list of the characters left.
"""
from __future__ import annotations

from ...engine import Decision, IllegalAction, Place
from ...engine.gestures import NOTHING_THERE
from . import places as P
from .actions import Act
from .cards import AREAS, ITEM_IDS

#: the prompt of each decision that asks for a gesture of its own (both languages)
PROMPTS = {
    "respond": ("攻撃された!左のパネルで応じる・光るカードを場札(回避)や保留域(反撃)へドラッグ",
                "Attacked! Answer in the panel, or drag a lit card onto your field card (dodge) or holding area (counter)"),
    "window": ("能力に反撃するか、左のパネルで選ぶ", "Counter the ability or pass, in the panel on the left"),
    "attack": ("保留域から相手の場札へドラッグで攻撃、またはパネルで選ぶ",
               "Drag from your holding area onto an opponent's field card, or choose in the panel"),
    "field": ("保留域のカードを場札へドラッグで入れ替え、またはパネルで選ぶ",
              "Drag a holding area card onto your field card to swap, or choose in the panel"),
    "draw": ("山札か拠点のカードをクリック(またはパネルで選ぶ)", "Click the deck or a base card (or use the panel)"),
    "drop": ("捨て札へ送る拠点のカードをクリック", "Click the base card for the discard"),
    "char": ("キャラクターを選ぶ(残りから)", "Choose a character (from those left)"),
}
PANEL = ("左のパネルで選ぶ(Tab・Enter)", "Choose in the panel on the left (Tab, Enter)")
#: decisions answered from a list rather than on the table
CHOOSER = frozenset({"char"})
#: decisions whose answers click a card where it lies (the pending's own kind of source)
CLICKED = {"drop": "drop", "draw": "draw", "order": "order", "mine": "mine", "pod": "pod", "lose": "lose",
           "take": "take"}


def decision(s) -> Decision | None:
    """The pending decision (None: the turn player's main decision, or the game is over)."""
    d = s.pending
    if d is None or s._res is not None:
        return None
    kind, seat = d[0], d[1]
    return Decision(kind, seat, (), PROMPTS.get(kind, PANEL), kind in CHOOSER)


def chosen_set(pending) -> str | None:
    """A decision (``view.Pending``) answered by a set of cards chosen then confirmed, each
    its own move: the hand limit (``stash_limit``: exactly the cards over it) or a reload
    (``stash_any``: any hand cards) to the 拠点, or the three 拠点 cards that stay
    (``keep``, the rest to the discard); None for any other."""
    if pending is None:
        return None
    if pending.kind == "stash" and pending.reason in ("limit", "reload", "quick"):
        return "stash_limit" if pending.reason == "limit" else "stash_any"
    return "keep" if pending.kind == "drop" and pending.reason == "limit" else None


#: why a chosen set is refused: it must be exactly so many cards ({k})
SET_SIZE = {"keep": ("残すカードをちょうど{k}枚選んでください", "Choose exactly {k} cards to keep"),
            "stash_limit": ("拠点へ送るカードをちょうど{k}枚選んでください",
                            "Choose exactly {k} cards to send")}


def set_size(pending, mode: str | None) -> int | None:
    """How many cards the set being chosen must have (None: any number)."""
    return pending.count if mode in SET_SIZE else None


def set_places(view, seat: int, mode: str | None) -> list[Place]:
    """Where the cards of the set lie: the team's 拠点 cards (``keep``), else the hand."""
    if mode == "keep":
        team = view.seats[seat].team
        return [P.base(team, cv.id) for cv in view.bases[team]]
    return [P.hand(seat, h.card.id) for h in view.hand or ()]


def set_moves(view, seat: int, mode: str, cards: set[str]):
    """The moves a chosen set makes, each its own (the 拠点 cards not kept to the discard;
    the hand cards chosen to the 拠点, then "no more" if any stay), or why not."""
    need = set_size(view.pending, mode)
    if need is not None and len(cards) != need:
        return IllegalAction(*(text.format(k=need) for text in SET_SIZE[mode]))
    if mode == "keep":
        team = view.seats[seat].team
        return tuple(Act(seat, "drop", (cv.id,), team) for cv in view.bases[team] if cv.id not in cards)
    moves = tuple(Act(seat, "stash", (h.card.id,)) for h in view.hand or () if h.card.id in cards)
    if mode == "stash_any" and len(moves) < len(view.hand or ()):
        moves += (Act(seat, "stash", ("-",)),)
    return moves


def reached(view, legal, chosen) -> dict[int, str]:
    """The opponents' 場札 a player's move would reach, by seat: while an attack is being
    declared its targets (``target``); in the main decision those a card of the hand is in
    reach of, or one of the ``chosen`` cards if any (``reach``)."""
    p = view.pending
    if p is not None and p.kind == "attack":
        return {a.target.seat: "target" for a in legal
                if a.verb == "attack" and a.target is not None and a.target.kind == "field"}
    if p is not None or view.phase != "main":
        return {}
    nums = {h.number for h in view.hand or () if h.card.id in chosen} if chosen else None
    return {seat: "reach" for seat in view.attackable if nums is None or view.seats[seat].field_number in nums}


def led_by_each(legal, cards: list[str]) -> list:
    """The legal actions, with the play of several ``cards`` (if legal) led by each of them
    too: the rules take an A's cards in any order, so any of them may be dragged."""
    want = set(cards)
    base = next((a for a in legal if a.verb == "play" and len(want) > 1 and set(a.args) == want), None)
    if base is None:
        return legal
    return [*legal, *(Act(base.seat, "play", (c, *sorted(want - {c}))) for c in cards if c != base.args[0])]


def gathered_play(s, seat: int, legal, cards: list[str], led_by: Place | None = None):
    """The legal A of the ``cards`` gathered (the one led by the card dragged, ``led_by``),
    or the rules' refusal of it."""
    plays = [a for a in legal if a.verb == "play" and set(a.args) == set(cards)]
    found = next((a for a in plays if a.source == led_by), plays[0] if plays else None)
    return found or s.explain(Act(seat, "play", tuple(cards))) or \
        IllegalAction("今は出せません", "Not now", rule="ZT-5")


def alone(s, seat: int, source: Place | None, got):
    """A hand card dropped on its 保留域 plays that card alone: a play of several cards is
    chosen card by card first (the table's own choosing), so the plays of several cards
    that merely start at the dropped one are not what the drop meant."""
    if isinstance(got, IllegalAction) or source is None or source.kind != "hand":
        return got
    if not any(a.verb == "play" for a in got):
        return got
    kept = tuple(a for a in got if a.verb != "play" or a.args == (source.key,))
    return kept or s.explain(Act(seat, "play", (source.key,))) or NOTHING_THERE


def means(s, seat: int, source: Place | None, target: Place | None, facing=None) -> list[Act]:
    """The action a gesture from ``source`` onto ``target`` (``target`` None: a click on
    ``source``) would be, legal or not, so its refusal explains a gesture nothing legal
    fits; empty when the gesture means nothing."""
    if source is None:
        return []
    d = s.pending
    pending = d[0] if d is not None else None
    kind, key = source.kind, source.key
    if kind == "hand" and key is not None:
        return _from_hand(seat, key, pending, target)
    if kind == "char" and key == "sub":
        return [Act(seat, "swap")]
    if kind == "base" and key is not None and pending in CLICKED:
        return [Act(seat, CLICKED[pending], (key,))]
    if kind == "deck" and pending == "draw":
        return [Act(seat, "draw", ("deck",))]
    if kind == "hold" and key is None and pending == "attack" and target is not None and target.kind == "field":
        return [Act(seat, "attack", (str(target.seat),))]
    if kind == "hold" and key is not None and pending == "field":
        return [Act(seat, "field", (key,))]
    if source == P.button("ability"):
        return [Act(seat, "ability")]
    return []


def _from_hand(seat: int, card: str, pending: str | None, target: Place | None) -> list[Act]:
    on_ability = target == P.button("ability")
    if pending == "respond":
        if target == P.field(seat):
            return [Act(seat, "dodge", (card,))]
        return [Act(seat, "counter", (card, "ability") if on_ability else (card,))]
    if pending == "window":
        return [Act(seat, "counter", (card, "ability") if on_ability else (card,))]
    if pending == "stash":
        return [Act(seat, "stash", (card,))]
    if pending is not None:
        return []
    if card in ITEM_IDS:
        aimed = None
        if target is not None and target.kind == "char":
            aimed = str(target.seat)
        elif target is not None and target.kind in ("discard", "bamboo") and target.key is not None:
            aimed = target.key
        return [Act(seat, "item", (card,) if aimed is None else (card, aimed))]
    if card in AREAS:
        return [Act(seat, "play", (card,))]
    return []
