import numpy as np

ADJUSTERS = ["Patel", "Murphy", "Nowak", "Silva", "Chen"]
MAX_CASELOAD = 8


def open_claims_by_adjuster(seed=12):
    rng = np.random.default_rng(seed)
    for name in ADJUSTERS:
        n_open = int(rng.integers(3, 7))
        est = np.zeros(MAX_CASELOAD, np.float32)
        est[:n_open] = rng.lognormal(8.5, 1.0, n_open)
        yield name, n_open, est
