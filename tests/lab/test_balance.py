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
