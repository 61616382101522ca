import numpy as np

ADJUSTERS = ["Patel", "Murphy", "Nowak", "Silva", "Chen"]


def open_claims_by_adjuster(seed=12):
    rng = np.random.default_rng(seed)
    for name in ADJUSTERS:
        n_open = int(rng.integers(3, 7))
        yield name, [np.float32(rng.lognormal(8.5, 1.0)) for _ in range(n_open)]
