import numpy as np
from scipy.stats import norm


def obrien_fleming(n_looks, alpha=0.05):
    fracs = np.arange(1, n_looks + 1) / n_looks
    crit = norm.ppf(1 - alpha / 2)
    return [float(crit / np.sqrt(f)) for f in fracs]


BOUNDS = obrien_fleming(5)
