import numpy as np

GESTURES = 6
FEAT = 24


def user_calibration_sets(n_users=5, seed=0):
    rng = np.random.default_rng(seed)
    for u in range(n_users):
        reps = int(rng.integers(2, 5))
        n = reps * GESTURES
        y = np.tile(np.arange(GESTURES), reps).astype(np.int32)
        x = rng.normal(size=(n, FEAT)).astype(np.float32) + 0.5 * y[:, None]
        yield f"user{u}", x, y
