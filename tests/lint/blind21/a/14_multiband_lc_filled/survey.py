import numpy as np

FILTERS = ("g", "r", "i")


def nightly_photometry(n_nights, n_exp=16, seed=0):
    """Each night delivers all filters; unobserved ones carry zero weight."""
    rng = np.random.default_rng(seed)
    for night in range(n_nights):
        observed = [f for f in FILTERS if rng.uniform() > 0.3] or ["r"]
        night_data = {}
        for f in FILTERS:
            mag = (18.0 + 0.2 * rng.normal(size=n_exp)).astype(np.float32)
            w = np.full(n_exp, 1.0 / 0.03 ** 2 if f in observed else 0.0, np.float32)
            night_data[f] = {"mag": mag, "w": w}
        yield night_data
