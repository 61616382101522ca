import numpy as np

N_FEAT = 4
MAX_LEN = 40


def sequences_by_match(n_matches, per_match=8, seed=0):
    rng = np.random.default_rng(seed)
    for m in range(n_matches):
        length = int(rng.integers(10, MAX_LEN))
        x = np.zeros((per_match, MAX_LEN, N_FEAT), np.float32)
        x[:, :length] = rng.normal(size=(per_match, length, N_FEAT))
        valid = np.zeros((per_match, MAX_LEN), bool)
        valid[:, :length] = True
        y = (rng.random(per_match) < 0.3).astype(np.float32)
        yield x, valid, y
