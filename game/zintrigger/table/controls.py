"""ジントリガー's controls at the table: choosing hand cards for a multi-card play, the
turn's buttons (出す, the main's ability, 交代, end of turn) with the reason each is
disabled, and choosing a set (the hand limit, a reload, the three that stay in the
拠点) sent as a queue of actions. Functions of the table; :class:`ZintriggerTable`
keeps thin methods of the same names.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import IllegalAction
from game.i18n import t
from game.zintrigger.rules.actions import Act

if TYPE_CHECKING:
    from game.zintrigger.table.scene import ZintriggerTable

RAISE = 18          # how far a chosen hand card stands up


def hand_dim(table: "ZintriggerTable", c: str) -> bool:
    h = table.hand_card(c)
    if h is None or not table.main_mine():
        return False
    return h.area and not h.playable


def hand_tag(table: "ZintriggerTable", c: str) -> str:
    h = table.hand_card(c)
    if h is None:
        return ""
    p = table.view.pending
    if p is not None and p.kind in ("respond", "window") and table.my_turn():
        kinds = {a.verb for a in table.ui_legal() if a.source == f"hand:{table.bottom}:{c}"}
        tags = [t(f"zintrigger.tag.{k}") for k in ("dodge", "counter") if k in kinds]
        return " ".join(tags)
    if table.main_mine() and h.area and not h.playable and h.distance is not None:
        return t("zintrigger.tag.distance", n=h.distance)
    return ""


def toggle_chosen(table: "ZintriggerTable", c: str) -> None:
    sprite = table.sprites.get(f"hand:{table.bottom}:{c}")
    if c in table.chosen:
        table.chosen.remove(c)
    else:
        h = table.hand_card(c)
        if h is None or not h.area:
            return
        if not h.playable:
            table.refuse(table.why(f"hand:{table.bottom}:{c}", None))
            return
        table.chosen.append(c)
    table.sound("click")
    if sprite is not None:
        sprite.raise_to(RAISE if c in table.chosen else 0)


def play_disabled(table: "ZintriggerTable") -> str | None:
    if not table.main_mine():
        return t("zintrigger.why.not_now")
    if not table.chosen:
        return t("zintrigger.why.choose_cards")
    if table.play_action(table.chosen) is None:
        err = table.state.explain(Act(table.bottom, "play", tuple(table.chosen)))
        return err.reason(table.lang) if err is not None else t("zintrigger.why.not_now")
    return None


def play_chosen(table: "ZintriggerTable") -> None:
    a = table.play_action(table.chosen)
    if a is not None and not table.input_blocked():
        table.drag.cancel(snap=False)
        table.apply_action(a)


def end_disabled(table: "ZintriggerTable") -> str | None:
    if not table.my_turn():
        return t("zintrigger.why.not_your_turn")
    if table.view.pending is not None or table.view.phase != "main":
        return t("zintrigger.why.decide_first")
    return None


def ability_label(table: "ZintriggerTable") -> str:
    sv = table.view.seats[table.bottom] if table.bottom < len(table.view.seats) else None
    if sv is None:
        return ""
    return t("zintrigger.btn.ability", cost=sv.ability_cost)


def ability_disabled(table: "ZintriggerTable") -> str | None:
    if table.drag.holding and "button:ability" in table.drag.lit_targets:
        return None
    if not table.my_turn():
        return t("zintrigger.why.not_your_turn")
    v = table.view
    if v.pending is not None:
        if v.pending.kind in ("respond", "window") and any(
                a.verb == "counter" and len(a.args) > 1 for a in table.ui_legal()):
            return t("zintrigger.why.counter_drag")
        return t("zintrigger.why.decide_first")
    if any(a.verb == "ability" for a in table.ui_legal()):
        return None
    sv = v.seats[table.bottom]
    err = table.state.explain(Act(table.bottom, "ability", ()))
    if err is not None and v.actions_left > 0 and not sv.emp and len(v.bases[sv.team]) >= sv.ability_cost:
        return t(f"zintrigger.why.ability_target.{sv.ability}")
    return err.reason(table.lang) if err is not None else t("zintrigger.why.not_now")


def press_ability(table: "ZintriggerTable") -> None:
    if table.drag.holding and "button:ability" in table.drag.lit_targets:
        table.drag.drop("button:ability")
        return
    acts = [a for a in table.ui_legal() if a.verb == "ability"]
    if not acts:
        return
    if len(acts) == 1 and acts[0].target is None:
        table.apply_action(acts[0])
        return
    table.drag.cancel(snap=False)
    table.drag.pick("button:ability")


def swap_disabled(table: "ZintriggerTable") -> str | None:
    if not table.my_turn():
        return t("zintrigger.why.not_your_turn")
    if any(a.verb == "swap" for a in table.ui_legal()):
        return None
    if table.view.pending is not None:
        return t("zintrigger.why.decide_first")
    err = table.state.explain(Act(table.bottom, "swap"))
    return err.reason(table.lang) if err is not None else t("zintrigger.why.not_now")


def press_swap(table: "ZintriggerTable") -> None:
    act = next((a for a in table.ui_legal() if a.verb == "swap"), None)
    if act is not None:
        table.apply_action(act)


def select_mode(table: "ZintriggerTable") -> str | None:
    if table.queue or not table.my_turn():
        return None
    p = table.view.pending
    if p is None:
        return None
    if p.kind == "stash" and p.reason in ("limit", "reload", "quick"):
        return "stash_limit" if p.reason == "limit" else "stash_any"
    if p.kind == "drop" and p.reason == "limit":
        return "keep"
    return None


def select_places(table: "ZintriggerTable") -> list[str]:
    mode = table.select_mode()
    if mode is None:
        return []
    if mode == "keep":
        team = table.bottom % 2
        return [f"base:{team}:{cv.id}" for cv in table.view.bases[team]]
    return [f"hand:{table.bottom}:{h.card.id}" for h in (table.view.hand or ())]


def select_need(table: "ZintriggerTable") -> int | None:
    mode = table.select_mode()
    v = table.view
    if mode == "keep":
        return 3
    if mode == "stash_limit":
        return len(v.hand or ()) - v.seats[table.bottom].hand_limit
    return None


def select_label(table: "ZintriggerTable", chosen) -> str:
    mode, n, need = table.select_mode(), len(chosen), table.select_need()
    if mode == "keep":
        return t("zintrigger.btn.keep", n=n)
    if mode == "stash_limit":
        return t("zintrigger.btn.stash_limit", n=n, k=need)
    return t("zintrigger.btn.stash_any", n=n) if n else t("zintrigger.btn.stash_none")


def select_disabled(table: "ZintriggerTable") -> str | None:
    need = table.select_need()
    if need is not None and len(table.selection.chosen) != need:
        return t(f"zintrigger.why.select.{table.select_mode()}", k=need)
    return None


def confirm_select(table: "ZintriggerTable", chosen) -> None:
    mode = table.select_mode()
    cards = [p.rpartition(":")[2] for p in chosen]
    me = table.bottom
    if mode == "keep":
        team = me % 2
        table.queue = [Act(me, "drop", (cv.id,)).text() for cv in table.view.bases[team] if cv.id not in cards]
    else:
        order = [h.card.id for h in (table.view.hand or ()) if h.card.id in cards]
        table.queue = [Act(me, "stash", (c,)).text() for c in order]
        if mode == "stash_any" and len(order) < len(table.view.hand or ()):
            table.queue.append(Act(me, "stash", ("-",)).text())
    table.run_queue()


def run_queue(table: "ZintriggerTable") -> None:
    if not table.queue or table.timeline.busy or table.app.stack.top is not table:
        return
    st = table.state
    text = table.queue[0]
    try:
        action = st.parse_action(text)
    except IllegalAction:
        table.queue = []
        return
    if st.to_move() != table.bottom or action not in st.legal_actions():
        table.queue = []
        table.resync()
        return
    table.queue.pop(0)
    table.apply_action(action)
    if not table.queue:
        table.timeline.call(table.resync)
