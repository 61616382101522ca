import numpy as np

N_FEAT = 4


def sequences_by_match(n_matches, per_match=8, seed=0):
    rng = np.random.default_rng(seed)
    for m in range(n_matches):
        length = int(rng.integers(10, 40))
        x = rng.normal(size=(per_match, length, N_FEAT)).astype(np.float32)
        y = (rng.random(per_match) < 0.3).astype(np.float32)
        yield x, y
