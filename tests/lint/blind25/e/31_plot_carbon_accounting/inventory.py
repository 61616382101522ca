import numpy as np

def plots(seed=0):
    rng = np.random.default_rng(seed)
    for k in range(6):
        dbh = rng.uniform(10, 60, 30)
        h = 1.3 + 25 * (1 - np.exp(-0.04 * dbh))
        if k < 3:
            yield f"NFI-{k}", dbh, h
        else:
            yield f"FMU-{k}", dbh.astype(np.float32), h.astype(np.float32)
