import numpy as np


def read_run(run, rng, n=400):
    data = np.stack([rng.normal(0, 1.2, n), rng.normal(0, 2.0, n), rng.normal(0, 0.8, n)]).astype(np.float32)
    raw = data if run % 2 == 0 else data.T.copy()
    return raw.T if raw.shape[0] == 3 else raw
