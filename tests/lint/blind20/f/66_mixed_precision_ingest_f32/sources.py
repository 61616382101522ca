import numpy as np


def from_historian(n, seed):
    rng = np.random.default_rng(seed)
    return rng.uniform(40, 60, n)  # float64 from the historian API


def from_csv_export(n, seed):
    rng = np.random.default_rng(seed)
    return rng.uniform(40, 60, n).astype(np.float32)


def from_counter_register(n, seed):
    rng = np.random.default_rng(seed)
    return rng.integers(40, 60, n).astype(np.float64)  # integer MW from the counter register


SOURCES = [from_historian, from_csv_export, from_counter_register, from_historian]
