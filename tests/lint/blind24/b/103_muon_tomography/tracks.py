import numpy as np

N_FEATURES = 6


def read_run(rng):
    """Variable number of muon tracks per run: scattering angle (mrad) and momentum proxy."""
    n = int(rng.integers(800, 1600))
    theta = rng.normal(0, rng.uniform(3, 9), n)
    p = rng.lognormal(1.0, 0.4, n)
    return theta.astype(np.float32), p.astype(np.float32)


def summarize(theta, p):
    pt = theta * p
    feats = [np.mean(np.abs(theta)), np.std(theta), np.median(np.abs(pt)),
             np.percentile(np.abs(pt), 90), np.mean(p), len(theta) / 1000.0]
    return np.asarray(feats, np.float32)
