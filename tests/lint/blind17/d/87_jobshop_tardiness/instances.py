import numpy as np


def make_instance(rng, n_jobs=8, with_precedence=False):
    if with_precedence:
        prec = np.triu(rng.uniform(size=(n_jobs, n_jobs)) < 0.15, 1).astype(np.float32)
    else:
        prec = np.zeros((n_jobs, n_jobs), np.float32)
    inst = {"precedence": prec}
    inst["due"] = rng.uniform(4, 16, n_jobs).astype(np.float32)
    inst["proc"] = rng.uniform(1, 4, n_jobs).astype(np.float32)
    return inst
