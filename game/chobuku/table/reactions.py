"""How the 鬼調伏 table reacts to the rules' events beyond moving cards: the oni
appearing, a shikigami or bottle turned face up, 護符 and 継承印 changing, the
banners of a round and a turn, a retreat counted up, the judgement, the clean-up
between rounds, a lost shikigami, a player out. ``display.play_event`` calls these
with the table; each returns how long its animation holds the next event."""
from __future__ import annotations

from game.chobuku.table import display, faces, judgement
from game.i18n import t
from game.ui import theme, tween
from game.ui.tween import back_out


def flip_place(tb, place: str, face: str, old: str | None = None) -> float:
    sprite = tb.sprites.get(place) or (tb.sprites.get(old) if old else None)
    if sprite is None:
        tb.relayout()
        return 0.1
    if old and old in tb.sprites and place not in tb.sprites:
        tb.sprites[place] = tb.sprites.pop(old)
        tb.order = [place if k == old else k for k in tb.order]
        sprite.place_id = place
    sprite.set_card(face, face_up=False)
    tb.sound("turn")
    dur = sprite.flip(True, 0.3)
    tb.later(dur, tb.relayout)
    return max(dur, 0.15)


def resource(tb, seat: int, name: str, before: int, after: int) -> float:
    c = tb.disp.cands[seat]
    if name == "gofu":
        c.gofu = after
        if after < before:
            judgement.crack(tb, seat, after)
    elif name == "keishoin":
        c.marks = after
    word = t("chobuku.word.gofu" if name == "gofu" else "chobuku.word.marks")
    tb.anim.float_text(tb.seat_anchor(seat), f"{word} {after - before:+d}",
                         theme.GOOD if after > before else theme.BAD, 26)
    tb.sound("hit" if after < before else "click")
    return 0.35


def pop_badge(tb, seat: int) -> None:
    judgement.flash(tb, seat, 0.45)


def round_banner(tb, rnd: int, star: int) -> None:
    tb.banner(t("chobuku.banner.round", n=rnd, name=tb.names[star]), theme.GOLD, 0.6, 44)
    tb.sound("banner")


def turn_banner(tb, seat: int) -> float:
    if tb.is_human(seat) and (tb.hotseat or seat == tb.bottom):
        tb.banner(t("ui.banner.turn", name=tb.names[seat]),
                    theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], 0.4, 40)
        return 0.6
    judgement.flash(tb, seat, 0.3)
    return 0.12


def all_set(tb) -> float:
    tb.anim.float_text(tb.zone["board"].center, t("chobuku.anim.all_set"), theme.GOLD, 26)
    return 0.35


def oni_appears(tb) -> float:
    d = tb.disp
    d.hidden.discard("oni")
    tb.refresh_board()
    if tb.same_round() or tb.disp.view is tb.post:
        d.taikyu_parts = list(tb.post.taikyu_parts)
    tb.relayout()
    sprite = tb.sprites.get("oni")
    if sprite is None:
        return 0.2
    sprite.face_up = False
    sprite.flip(True, 0.35)
    tb.anim.tweens.tween(sprite, "zoom", 1.3, 1.0, 0.45, back_out)
    tb.anim.float_text((tb.zone["taikyu"].centerx, tb.zone["taikyu"].centery),
                         f"{t('chobuku.face.taikyu')} {d.taikyu}", theme.GOLD, 28)
    tb.sound("banner")
    return 0.55


def clean_up(tb) -> float:
    """The round is over: the old board goes back into the decks; the display becomes
    the next round, its set-up still to be dealt."""
    for key, sprite in list(tb.sprites.items()):
        if key.startswith("bottle:") or key in ("seal", "oni_bottle"):
            tb.fly("b:?", sprite.pos, tb.zone["bottle_deck"].center, 0.3, size=sprite.size)
        elif key.startswith(("omen:", "star:")):
            tb.fly("t:?", sprite.pos, tb.zone["star_deck"].center, 0.3, size=sprite.size)
    tb.judge_show = None
    post = tb.post
    d = display.Disp(post)
    after = tb.batch[tb.batch_cut + 1:] if tb.batch_cut is not None else ()
    display.arrivals(d, after)
    tb.disp = d
    tb.relayout()
    tb.sound("slide")
    return 0.4


def retreat_checked(tb, e) -> float:
    """The shikigami has flipped: its 霊力 counts up beside the 鬼体力, then the
    retreat succeeds (green, ✓ words) or fails (red, on to the stars)."""
    ok = e.success
    key = "chobuku.anim.retreat_ok" if ok else "chobuku.anim.retreat_fail"
    count = 0.8                                   # animation seconds (the speed setting scales them)
    speed = tween.get_speed()
    real = count / speed if speed > 0 else 0.0      # the count-up runs on the table's clock
    judgement.count_up(tb, e.seat, e.reiryoku, e.taikyu, real, 1.2)

    def verdict() -> None:
        judgement.callout(tb, e.seat, t(key, p=e.reiryoku, t=e.taikyu), theme.GOOD if ok else theme.BAD, 1.4)
        tb.sound("banner" if ok else "hit")
    tb.later(count, verdict)
    return count + 0.6


def judged(tb, j) -> float:
    tb.judged_played = True
    return judgement.play_judgement(tb, j)


def shiki_lost(tb, seat: int, sid: str) -> float:
    judgement.callout(tb, seat, t("chobuku.anim.lost", name=faces.shiki_name(tb.disp.cands[seat].chara, sid,
                                                                           tb.lang)), theme.BAD, 1.2)
    return 0.5


def eliminated(tb, seat: int) -> float:
    tb.banner(t("chobuku.banner.out", name=tb.names[seat]), theme.BAD, 0.6, 44)
    return 0.9
