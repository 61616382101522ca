import numpy as np

from settings import T_REF


def ground_based(n=200, seed=0):
    rng = np.random.default_rng(seed)
    mjd = np.sort(T_REF + rng.uniform(0, 30, n))
    return mjd - T_REF, rng.normal(0, 1, n)


def survey_release(n=200, seed=1):
    """The survey release ships compact float32 columns relative to T_REF."""
    rng = np.random.default_rng(seed)
    dt = np.sort(rng.uniform(0, 30, n)).astype(np.float32)
    return dt, rng.normal(0, 1, n).astype(np.float32)
