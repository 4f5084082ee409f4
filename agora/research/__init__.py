"""Research tools beside the bots: tournaments and their figures, the balance lab, post-game reviews, benchmarks."""
