import numpy as np


def load_session_volumes(rng, n_buckets, gap_prob):
    """Intraday bucket volumes; buckets with missing prints are filled with the session mean."""
    vols = rng.integers(100, 5000, n_buckets)
    missing = rng.random(n_buckets) < gap_prob
    if missing.any():
        vols = vols.astype(np.float64)
        vols[missing] = np.nan
        vols[missing] = np.nanmean(vols)
    return vols
