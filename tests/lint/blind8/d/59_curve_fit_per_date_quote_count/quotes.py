import numpy as np

ALL_TENORS = np.array([0.083, 0.25, 0.5, 1, 2, 3, 5, 7, 10, 15, 20, 30], dtype=np.float32)


def daily_quotes(n_days, seed=0):
    """Par-ish zero yields for the tenors that actually traded that day."""
    rng = np.random.default_rng(seed)
    for day in range(n_days):
        traded = rng.uniform(size=ALL_TENORS.size) > 0.5
        traded[[2, 6, 8]] = True  # benchmarks always print
        t = ALL_TENORS[traded]
        level = 0.04 + 0.002 * day
        y = level - 0.01 * np.exp(-t / 2.0) + 0.0005 * rng.standard_normal(t.size)
        yield day, t, y.astype(np.float32)
