"""Statistics per game and per mode."""
from __future__ import annotations

import json

import pytest

from game import stats
from game.engine import Result


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FUDABA_HOME", str(tmp_path))
    return tmp_path


def test_seat_types() -> None:
    assert stats.seat_type("human") == "human"
    assert stats.seat_type("cpu:hard") == "computer:hard"
    assert stats.seat_type({"kind": "computer", "level": "easy"}) == "computer:easy"
    assert stats.seat_type("computer") == "computer"


def test_counts_by_mode_and_seat_type(home) -> None:
    seats = ["human", "computer:hard"]
    stats.record_result("fujin", "vs-cpu", seats, Result(0, "王手"), 30, {"win_by": "王手"})
    stats.record_result("fujin", "vs-cpu", seats, Result(0, "山札切れ"), 40, {"win_by": "山札切れ"})
    stats.record_result("fujin", "vs-cpu", seats, Result(1, "王手"), 20, {"win_by": "王手", "turns": 7})
    stats.record_result("fujin", "vs-cpu", seats, Result(0, "王手"), 10, {"win_by": "王手", "turns": 3})
    stats.record_result("fujin", "vs-cpu", seats, Result(None, "draw", draw=True), 50)
    stats.record_result("fujin", "hotseat", ["human", "human"], Result(1, "王手").to_json(), 12)
    stats.record_result("fujin", "vs-cpu", seats, None, 3)  # unfinished: ignored
    stats.record_result("kuhn", "vs-cpu", seats, Result(0, "hands"), 6)
    s = stats.summary("fujin")
    assert set(s) == {"vs-cpu", "hotseat"}
    m = s["vs-cpu"]
    assert m.games == 5 and m.draws == 1 and m.average_length == 30
    assert m.record("human") == {"wins": 3, "losses": 1, "draws": 1}
    assert m.record("computer:hard") == {"wins": 1, "losses": 3, "draws": 1}
    assert m.record("computer:easy") == {"wins": 0, "losses": 0, "draws": 0}
    assert m.human_best_streak == 2 and m.human_streak == 0  # W W L W D
    assert m.counters == {"win_by=王手": 3, "win_by=山札切れ": 1}
    assert m.sums == {"turns": 10}
    h = s["hotseat"]
    assert h.record("human") == {"wins": 1, "losses": 1, "draws": 0}
    assert h.human_best_streak == 0  # human-only games leave the streak alone
    assert stats.summary("kuhn")["vs-cpu"].games == 1 and stats.summary("zzz") == {}
    data = json.loads((home / "stats.json").read_text(encoding="utf-8"))
    assert data["format"] == "fudaba-stats" and data["version"] == stats.STATS_VERSION
    assert len(data["recent"]) == 7


def test_solo_games_and_streaks(home) -> None:
    st = stats.Stats()
    for winner in (0, 0, 0, None, 0):
        st.record_result("hakusura", "solo-3", ["human"], Result(winner, "boss"), 5)
    m = st.summary("hakusura")["solo-3"]
    assert m.human_best_streak == 3 and m.human_streak == 1 and m.record("human")["losses"] == 1
    assert [r["winner"] for r in st.recent("hakusura")] == [0, 0, 0, None, 0]
    st.reset("hakusura")
    assert st.summary("hakusura") == {}


@pytest.mark.parametrize("content,words", [
    ("{not json", "damaged"),
    (json.dumps({"format": "fudaba-stats", "version": 99, "games": {}}), "newer"),
    (json.dumps({"format": "fudaba-stats", "version": 1, "games": []}), "not valid"),
])
def test_broken_stats_file_is_kept_aside_and_counting_restarts(home, content, words) -> None:
    (home / "stats.json").write_text(content, encoding="utf-8")
    st = stats.Stats()
    st.record_result("fujin", "vs-cpu", ["human", "computer:easy"], Result(0, "王手"), 9)
    assert words in st.problem.en and st.moved_to.exists() and ".bad-" in st.moved_to.name
    assert st.moved_to.read_text(encoding="utf-8") == content
    assert st.summary("fujin")["vs-cpu"].games == 1


def test_teams_and_coop_count_every_winning_seat():
    """A 2-vs-2 team win counts a win for both partners; a lost co-op game a loss for both."""
    from game.stats import Stats
    st = Stats()
    st.record_result("zintrigger", "vs-cpu", ["human", "computer:easy", "computer:hard", "computer:easy"],
                     Result.team_win(0, (0, 1, 0, 1), "score"), 40)
    m = st.summary("zintrigger")["vs-cpu"]
    assert m.record("human") == {"wins": 1, "losses": 0, "draws": 0}
    assert m.record("computer:easy") == {"wins": 0, "losses": 2, "draws": 0}
    assert m.record("computer:hard") == {"wins": 1, "losses": 0, "draws": 0}
    assert m.human_streak == 1
    st.record_result("hakusura", "coop", ["human", "computer:medium"], Result.cooperative(False, 2, "down"), 9)
    c = st.summary("hakusura")["coop"]
    assert c.record("human")["losses"] == 1 and c.record("computer:medium")["losses"] == 1
    assert st.recent("hakusura")[-1]["outcomes"] == ["loss", "loss"]
