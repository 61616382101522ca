import numpy as np


def load_station_series(seed=0):
    """Daily GNSS east component; some files index time by day number, others by decimal year."""
    rng = np.random.default_rng(seed)
    for code, decimal_year in [("P158", False), ("P201", True), ("SBCC", False), ("CRBT", True)]:
        n = 730
        days = np.arange(n)
        east = 0.02 * days / 365.25 + 0.003 * np.sin(2 * np.pi * days / 365.25) + 0.002 * rng.standard_normal(n)
        t = 2020.0 + days / 365.25 if decimal_year else days
        yield code, t, east.astype(np.float32)
