import numpy as np


def load_metric(name, rng, n=400):
    """Per-user numerator/denominator pairs as they come out of the event tables."""
    sessions = rng.integers(1, 8, n)
    if name == "orders_per_session":
        num = rng.binomial(sessions, 0.1)
    elif name == "revenue_per_session":
        num = rng.gamma(2.0, 10.0, n) * (rng.uniform(size=n) < 0.2)
    elif name == "clicks_per_session":
        num = rng.poisson(sessions * 1.5)
    else:
        num = rng.gamma(1.5, 30.0, n)
    return np.asarray(num), np.asarray(sessions)
