import numpy as np

from market import IntervalBatch


def interval_stream(rng, n, t0=1_700_000_000):
    for i in range(n):
        yield IntervalBatch(
            offers_mw=rng.uniform(20, 80, 10).astype(np.float32),
            offers_price=rng.uniform(10, 150, 10).astype(np.float32),
            demand_mw=np.float32(250 + 50 * np.sin(i / 3)),
            interval_start=np.int32((t0 + 300 * i) % 86400),
        )
