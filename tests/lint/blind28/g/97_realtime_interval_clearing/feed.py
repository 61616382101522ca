import numpy as np

from market import IntervalData


def interval_stream(rng, n):
    for i in range(n):
        yield IntervalData(
            offers_mw=rng.uniform(20, 80, 10).astype(np.float32),
            offers_price=rng.uniform(10, 150, 10).astype(np.float32),
            demand_mw=np.float32(250 + 50 * np.sin(i / 3)),
            interval_id=i,
        )
