import numpy as np

def ingrowth(rng, dbh, height):
    n_new = int(rng.poisson(3))
    new_d = rng.uniform(0.5, 2.0, n_new).astype(np.float32)
    new_h = (1.3 + 30 * (1 - np.exp(-0.04 * new_d))).astype(np.float32)
    return np.concatenate([dbh, new_d]), np.concatenate([height, new_h])
