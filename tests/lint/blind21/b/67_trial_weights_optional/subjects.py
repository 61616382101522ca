import numpy as np

N_TRIALS, N_FEAT = 40, 16


def load_subject(sid):
    rng = np.random.default_rng(sid)
    y = rng.integers(0, 2, size=N_TRIALS).astype(np.float32)
    X = rng.normal(size=(N_TRIALS, N_FEAT)).astype(np.float32)
    X[:, :3] += y[:, None]
    rejected = rng.random(N_TRIALS) < (0.1 if sid % 2 else 0.0)
    weights = None
    if rejected.any():
        weights = (~rejected).astype(np.float32)
    return X, y, weights
