import numpy as np

FILTERS = ("g", "r", "i")


def nightly_photometry(n_nights, n_exp=16, seed=0):
    """Each night delivers whichever filters the scheduler managed to observe."""
    rng = np.random.default_rng(seed)
    for night in range(n_nights):
        observed = [f for f in FILTERS if rng.uniform() > 0.3] or ["r"]
        yield {
            f: {
                "mag": (18.0 + 0.2 * rng.normal(size=n_exp)).astype(np.float32),
                "err": np.full(n_exp, 0.03, np.float32),
            }
            for f in observed
        }
