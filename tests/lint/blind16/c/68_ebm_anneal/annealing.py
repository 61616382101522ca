import numpy as np


def beta_schedule(n_stages, beta_min=0.05):
    return list(np.geomspace(beta_min, 1.0, n_stages).tolist())
