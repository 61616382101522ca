import numpy as np

from batch import FixWindow


def windows(n_collars=4, per_collar=3, seed=0):
    rng = np.random.default_rng(seed)
    for c in range(n_collars):
        for _ in range(per_collar):
            xy = np.cumsum(rng.normal(scale=30, size=(48, 2)), 0).astype(np.float32)
            dt = np.full(47, 0.5, np.float32)
            yield FixWindow(xy=xy, dt=dt, collar_id=f"ELK-{c:03d}")
