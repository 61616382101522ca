import numpy as np

PAD_TO = 64


def build_eval_sets(rng, d=6):
    sets = {}
    for name, n, shift in [("in_domain", 64, 0.0), ("shifted", 41, 0.7), ("rare", 13, -1.2)]:
        x = rng.normal(loc=shift, size=(n, d)).astype(np.float32)
        y = (x[:, 0] > shift).astype(np.int32)
        xp = np.zeros((PAD_TO, d), np.float32)
        yp = np.zeros((PAD_TO,), np.int32)
        xp[:n], yp[:n] = x, y
        sets[name] = (xp, yp, n)
    return sets
