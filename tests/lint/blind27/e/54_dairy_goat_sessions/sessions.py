import numpy as np


def milking_sessions(n_goats=45, n_sessions=8, seed=54):
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(n_goats, 3)).astype(np.float32)
    for s in range(n_sessions):
        present = (rng.uniform(size=n_goats) > 0.12).astype(np.float32)
        milk = (feats @ np.array([0.4, 0.2, -0.1], np.float32) + 2.8 + rng.normal(0, 0.2, n_goats)).astype(np.float32)
        milk = milk * present
        yield feats, milk, present
