import numpy as np


def importance_subsample(rng, n, p_select):
    """Select each student independently, oversampling those near the pass boundary."""
    keep = rng.random(n) < p_select
    return np.nonzero(keep)[0]
