"""The balance lab reads every game's results through the kernel's Result: a team
win (ジントリガー 2-vs-2) is a win for two seats, not a draw."""
from game import balance


def test_team_wins_are_not_counted_as_draws():
    results = [balance.selfplay(("zintrigger", "easy", seed, {"players": 4})) for seed in (1, 2)]
    a = balance.analyse("zintrigger", results)
    for r in results:
        winners = [p for p in range(4) if r["rewards"][p] == 1.0]
        # A decided 2-vs-2 game has two winners of the same team and no single winner.
        assert r["drawn"] or len(winners) == 2
    # seeds 1 and 2 are decided games: the old count (no single winner = draw) said 2
    assert not any(r["drawn"] for r in results)
    assert a["draws"] == sum(1 for r in results if r["drawn"])
    assert a["n"] == 2 and a["players"] == 4


def test_a_facet_of_several_values_counts_the_seat_under_each():
    """ジントリガー deals two characters to a 2-player seat: each is counted, so every
    character's seats add up to twice the seats (issue 37: the main character at the end
    after swaps was counted once instead)."""
    results = [{"seed": i, "players": 2, "rewards": [1.0, 0.0], "winner": 0, "drawn": False,
                "facets": [{"character": ("ルナ", "ステラ")}, {"character": ("テンコ", "ルナ")}],
                "reason": "score", "rounds": 10, "actions": 10, "played": [[], []]} for i in range(3)]
    a = balance.analyse("zintrigger", results)
    f = a["facets"]
    assert f["character=ルナ"][1] == 6 and f["character=ステラ"][1] == 3 and f["character=テンコ"][1] == 3
    assert f["character=ステラ"][0] == 1.0 and f["character=テンコ"][0] == 0.0
    assert abs(f["character=ルナ"][0] - 0.5) < 1e-9
    assert sum(k for key, (_, k, _) in f.items() if key.startswith("character=")) == 12


# ---------------------------------------------------------------- what the lab prints and writes
from game import balance_tables  # noqa: E402
from game.engine.options import Ladder  # noqa: E402


def _no_files(monkeypatch):
    def refuse(*_a, **_k):
        raise AssertionError("the lab wrote a file without --out")
    monkeypatch.setattr(balance, "draw_chart", refuse)
    monkeypatch.setattr(balance, "draw_ladder", refuse)
    monkeypatch.setattr(balance, "write_figures", refuse)


def test_the_lab_prints_every_character_against_its_target_and_writes_nothing_without_out(monkeypatch, capsys):
    _no_files(monkeypatch)
    assert balance.main(["--game", "chobuku", "--games", "2", "--jobs", "1", "--level", "easy",
                         "--setup", "4p"]) == 0
    out = capsys.readouterr().out
    assert "win rate by character dealt (rate [95%] seats), target 0.42–0.58:" in out
    rows = [line for line in out.splitlines() if line.startswith("  ") and "n=" in line
            and ("inside" in line or "OUTSIDE" in line)]
    assert len(rows) >= 4, out           # four seats, a character each
    assert " of " in out and "inside the target" in out


def test_out_writes_the_text_the_chart_and_the_figures_beside_them(tmp_path):
    assert balance.main(["--game", "chobuku", "--games", "2", "--jobs", "1", "--level", "easy",
                         "--setup", ",4p", "--out", str(tmp_path)]) == 0
    text = (tmp_path / "balance-chobuku-easy.txt").read_text(encoding="utf-8")
    assert "target 0.42–0.58" in text
    assert (tmp_path / "balance-chobuku-easy.png").stat().st_size > 0
    import json
    data = json.loads((tmp_path / "balance-chobuku.json").read_text(encoding="utf-8"))
    run = data["levels"]["easy"]["runs"]["4p"]
    assert run["players"] == 4 and run["games"] == 2
    assert all(0 <= f["lo"] <= f["rate"] <= f["hi"] <= 1 for f in run["character"].values())


def test_a_series_of_one_set_up_keeps_the_other_set_ups_text_figures_and_chart(tmp_path):
    """--setup 4p --out replaces the 4p section and keeps the default set-up's section, its
    figures and its chart (the published text once held only the set-up run last)."""
    common = ["--game", "chobuku", "--jobs", "1", "--level", "easy", "--out", str(tmp_path)]
    assert balance.main(common + ["--games", "2", "--setup", ",4p"]) == 0
    chart = tmp_path / "balance-chobuku-easy.png"
    drawn = chart.read_bytes()
    assert balance.main(common + ["--games", "3", "--setup", "4p"]) == 0
    text = (tmp_path / "balance-chobuku-easy.txt").read_text(encoding="utf-8")
    sections = text.strip("\n").split("\n\n")
    assert [s.split(":", 1)[0] for s in sections] == ["balance chobuku", "balance chobuku 4p"]
    assert sections[0].startswith("balance chobuku: 2 games") and sections[1].startswith("balance chobuku 4p: 3 games")
    import json
    runs = json.loads((tmp_path / "balance-chobuku.json").read_text(encoding="utf-8"))["levels"]["easy"]["runs"]
    assert runs[""]["games"] == 2 and runs["4p"]["games"] == 3
    assert chart.read_bytes() == drawn


def test_only_out_docs_publishes_the_figures_the_menus_read(tmp_path):
    from game.paths import resource_root
    assert balance_tables.figures_path("hakusura", resource_root() / "docs") == \
        resource_root() / "levels" / "hakusura" / "balance.json"
    assert balance_tables.figures_path("hakusura", tmp_path) == tmp_path / "balance-hakusura.json"


def _cells(rates: dict[str, list[float]], n: int = 400):
    return {lv + 1: {c: (r[lv], n, (max(0.0, r[lv] - 0.04), min(1.0, r[lv] + 0.04))) for c, r in rates.items()}
            for lv in range(len(next(iter(rates.values()))))}


def test_a_ladder_that_climbs_evenly_meets_every_target():
    even = [0.97, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.08]
    cells = _cells({"晴明": even, "道満": [r - 0.02 for r in even]})
    assert balance_tables.ladder_checks(cells, Ladder()) == []
    table = "\n".join(balance_tables.ladder_table(cells, Ladder()))
    assert "verdict: meets every target" in table and "Lv10" in table and "0.08 [0.04, 0.12]" in table


def test_a_ladder_misses_flat_steps_the_ends_and_a_character_far_from_the_mean():
    cells = _cells({"晴明": [0.85, 0.85, 0.8, 0.7, 0.05, 0.5, 0.4, 0.3, 0.2, 0.0],
                    "道満": [1.0, 0.99, 0.93, 0.9, 0.69, 0.62, 0.53, 0.52, 0.25, 0.01]})
    bad = balance_tables.ladder_checks(cells, Ladder())
    assert "晴明: Lv1 0.85 below 0.90" in bad
    assert "晴明: Lv1→Lv2 0.85→0.85 falls less than 0.05" in bad
    assert "道満: Lv7→Lv8 0.53→0.52 falls less than 0.05" in bad
    assert "晴明: Lv10 0.00 outside 0.02–0.15" in bad
    assert any(b.startswith("Lv5 晴明: 0.05 is 0.32 from the mean 0.37") for b in bad)
    assert "misses" in "\n".join(balance_tables.ladder_table(cells, Ladder()))
