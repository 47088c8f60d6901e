"""The solo campaign (ひとり旅) through synthetic gestures only: game select's button
opens the campaign scene, difficulty 1 is chosen with the mouse, a whole run is
played on the solo table (the starting shikigami and defeated yokai equipped by
their edges, an evolution, the boss with its lap counter) to the win, and the
progress is kept per character; a run in progress is autosaved in its own slot
and continued from the campaign scene."""
from __future__ import annotations

from game import saves, stats
from game.hakusura import progress
from game.hakusura.table import faces
from game.engine import Place
from game.hakusura.rules import actions as A
from game.hakusura import campaign
from game.ui.attachments import EdgeCard, HpCard
from game.scenes.entry import EntryScene, open_entry
from tests.gestures import click, frames
from tests.hakusura_ui.play import play


def open_campaign(app) -> EntryScene:
    from game.scenes.select import SelectScene
    app.stack.clear_to(SelectScene(app))
    frames(app, 1)
    item = app.stack.top.menu.item("hakusura:campaign")
    click(app, item.rect.center)
    scene = app.stack.top
    assert isinstance(scene, EntryScene) and isinstance(scene.page, campaign.CampaignPage)
    return scene


def builder(tb, legal):
    """Equip every free edge, evolve as soon as the rules allow."""
    evolve = [a for a in legal if isinstance(a, A.Evolve)]
    if evolve:
        return evolve[0]
    free = [a for a in legal if isinstance(a, A.Take) and a.where != "shiki" and not tb.state.ps[0].equip[a.where]]
    return free[0] if free else None


def test_a_whole_solo_run_at_difficulty_1(app):
    scene = open_campaign(app)
    assert scene.page.level == 3 and "(基本)" in scene.page.level_label()
    box = scene.menu.value_box(scene.menu.item("level"))
    for _ in range(2):                                   # the left arrow of the difficulty, twice
        click(app, (box.x + 10, box.centery))
    assert scene.page.level == 1 and scene.page.char == "seimei"
    assert [v for _k, v in campaign.element_lines(1)][-1] == "24"      # Lv1: a boss of 24
    scene.page.seed = 1
    click(app, scene.menu.item("start").rect.center)
    tb = app.stack.top
    assert tb.name == "hakusura" and tb.record.options.get("campaign") and tb.mode() == "campaign"
    assert tb.state.solo and tb.layout.name == "hakusura-solo"
    seen = {"equipped": set(), "evolved": False, "laps": None, "saved": False}

    def watch(tb) -> bool:
        s = tb.state
        for edge in ("left", "right", "bottom"):
            for y in s.ps[0].equip[edge]:
                assert any(e.card == y and e.edge == edge for e in tb.board.char(0).attached(EdgeCard))
                seen["equipped"].add(edge)
        if s.ps[0].evolved and not seen["evolved"]:
            assert tb.board.char(0).card == faces.char_key(s.ps[0].char, True)       # its back
            seen["evolved"] = True
        boss = tb.board.sprite_at(Place("boss"))
        if s.battle == 7 and boss is not None and seen["laps"] is None:
            seen["laps"] = boss.attached(HpCard)[0].laps
        if s.battle == 3 and not seen["saved"]:          # between battles: the run is on disk
            saves.flush_autosaves()
            seen["saved"] = any(e.game == "hakusura" and e.mode == "campaign" for e in saves.list_resumable())
        return False
    play(app, tb, until=watch, choose=builder, seed=1)
    result = tb.state.result()
    assert result is not None and result.outcome(0) == "win" and result.reason == "boss"
    assert seen == {"equipped": {"left", "right", "bottom"}, "evolved": True, "laps": 2, "saved": True}
    # the progress of this character, and the statistics of the mode
    record = progress.char_progress(progress.load_progress(), "seimei")
    assert record == {"runs": 1, "wins": 1, "best_level": 1, "best_hp": tb.state.ps[0].hp}
    assert "campaign" in stats.summary("hakusura")
    assert not any(e.game == "hakusura" and e.mode == "campaign" for e in saves.list_resumable())
    # the result's "back to menu" leads back to the campaign scene, with the record shown
    # and Lv1 remembered (not to the title)
    for _ in range(600):
        if getattr(app.stack.top, "name", None) == "result":
            break
        frames(app, 1)
    result_scene = app.stack.top
    assert result_scene.name == "result"
    click(app, result_scene.button_rect("menu").center)
    again = app.stack.top
    assert isinstance(again, EntryScene) and again.page.level == 1 \
        and progress.char_progress(again.page.progress, "seimei")["wins"] == 1
    app.draw()


def test_a_run_in_progress_is_continued_and_never_silently_replaced(app):
    tb = campaign.begin(app, "rinka", 2, seed=4)
    play(app, tb, until=lambda tb: tb.state.battle >= 2, seed=4)
    saves.flush_autosaves()
    state = tb.state.to_json()
    scene = open_entry(app, campaign.PAGE)
    assert scene.page.saved is not None and scene.page.saved_battle[:2] == (2, "rinka")
    app.draw()
    # a new run asks first; "cancel" keeps the saved one
    click(app, scene.menu.item("start").rect.center)
    chooser = app.stack.top
    assert chooser.name == "chooser" and len(chooser.options) == 2
    click(app, chooser.row_rect(1).center)
    assert app.stack.top is scene and progress.saved_run() is not None
    click(app, scene.menu.item("continue").rect.center)
    resumed = app.stack.top
    assert resumed.name == "hakusura" and resumed.record.options.get("campaign") and resumed.state.to_json() == state
