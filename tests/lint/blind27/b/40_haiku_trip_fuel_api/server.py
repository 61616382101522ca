import numpy as np


def incoming_requests(n, seed=0):
    """Dispatch tool sends flight plans in bursts of varying size."""
    rng = np.random.default_rng(seed)
    for _ in range(n):
        k = int(rng.integers(1, 9))
        # distance NM, TOW t, cruise FL, avg wind kt
        yield np.stack([rng.uniform(300, 2500, k), rng.uniform(55, 78, k),
                        rng.uniform(300, 410, k), rng.normal(0, 30, k)], 1).astype(np.float32)
