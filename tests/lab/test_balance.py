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
