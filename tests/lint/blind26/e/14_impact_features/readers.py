import numpy as np


def read_vendor_a(seed):
    # vendor A SDK returns double precision
    rng = np.random.default_rng(seed)
    return rng.normal(0, 1, size=(128, 3)) * 9.81


def read_vendor_b(seed):
    rng = np.random.default_rng(seed)
    return (rng.normal(0, 1, size=(128, 3)) * 9.81).astype(np.float32)


READERS = [read_vendor_a, read_vendor_b]
