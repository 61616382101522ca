import numpy as np


def trade_file(day, seed=0):
    """Notional, fixed rate and remaining years of the swaps booked on a given day."""
    rng = np.random.default_rng(seed + day)
    n = 700 + 53 * day
    for _ in range(n):
        yield (rng.uniform(1e6, 5e7), rng.uniform(0.02, 0.05), rng.uniform(0.5, 10.0))
