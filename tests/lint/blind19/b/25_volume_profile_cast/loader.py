import numpy as np


def load_session_volumes(rng, n_buckets, gap_prob):
    """Intraday bucket volumes as float32; missing buckets are filled with the session mean."""
    vols = rng.integers(100, 5000, n_buckets).astype(np.float32)
    missing = rng.random(n_buckets) < gap_prob
    if missing.any():
        vols[missing] = np.nan
        vols[missing] = np.nanmean(vols)
    return vols
