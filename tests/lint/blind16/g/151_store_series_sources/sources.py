import numpy as np


def from_warehouse(rng, n):
    """Warehouse extracts come as a one-column table."""
    return (50 + np.cumsum(rng.normal(0, 1, (n, 1)), axis=0)).astype(np.float32)


def from_api(rng, n):
    """The metrics API returns a flat series."""
    return (50 + np.cumsum(rng.normal(0, 1, n))).astype(np.float32)


FEEDS = [("store_1", from_warehouse), ("store_2", from_api), ("store_3", from_warehouse), ("store_4", from_api)]
