from agora.core import Rng


def test_splitmix64_matches_the_reference_sequence() -> None:
    # Published SplitMix64 outputs for seed 0: the algorithm must never drift.
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(2)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]


def test_same_seed_gives_same_draws_and_other_seeds_differ() -> None:
    a, b, c = Rng(7), Rng(7), Rng(8)
    draws = [a.below(1000) for _ in range(50)]
    assert draws == [b.below(1000) for _ in range(50)]
    assert draws != [c.below(1000) for _ in range(50)]


def test_below_stays_in_range_and_reaches_every_value() -> None:
    rng = Rng(3)
    seen = {rng.below(6) for _ in range(600)}
    assert seen == set(range(6))


def test_shuffle_is_a_permutation() -> None:
    items = list(range(30))
    Rng(5).shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_clone_is_independent_and_counts_draws() -> None:
    rng = Rng(9)
    rng.below(10)
    twin = rng.clone()
    assert twin.draws == rng.draws == 1
    assert twin.next_u64() == rng.next_u64()
    twin.next_u64()
    assert twin.draws == 3 and rng.draws == 2
