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


def test_redraw_depends_on_the_items_not_on_the_order_they_lay_in() -> None:
    # A determinization redraws hidden cards so: two orders of the same cards (the truth and any other)
    # give one sample for one seed, and the sample is still a permutation that the seed moves.
    truth, other = [5, 3, 9, 1, 7, 2], [2, 7, 1, 9, 3, 5]
    a, b = truth[:], other[:]
    Rng(42).redraw(a)
    Rng(42).redraw(b)
    assert a == b and sorted(a) == sorted(truth)
    samples = set()
    for seed in range(20):
        c = truth[:]
        Rng(seed).redraw(c)
        samples.add(tuple(c))
    assert len(samples) > 10


def test_below_takes_the_same_draws_through_its_table_as_by_dividing() -> None:
    # below(n) rejects draws at or above the largest multiple of n up to 2**64: looked up for n <= 256.
    a, b = Rng(77), Rng(77)
    for n in [*range(1, 300), 10**6, 2**40, 3 * 2**62]:
        for _ in range(20):
            limit = ((1 << 64) // n) * n
            while (x := b.next_u64()) >= limit:
                pass
            assert a.below(n) == x % n
    assert a.draws == b.draws
