import numpy as np

MAX_ORDERS = 24


def supplier_histories(seed=83):
    """Past lead times (days) of fabric orders per mill; mills have 5-24 past orders."""
    rng = np.random.default_rng(seed)
    for mill in ["Prato", "Biella", "Tiruppur", "Shaoxing", "Bursa", "Guimaraes"]:
        n = int(rng.integers(5, MAX_ORDERS + 1))
        yield mill, rng.gamma(9, 5, n).astype(np.float32)


def pad_history(lead_times):
    x = np.zeros(MAX_ORDERS, np.float32)
    m = np.zeros(MAX_ORDERS, np.float32)
    x[-len(lead_times):] = lead_times
    m[-len(lead_times):] = 1.0
    return x, m
