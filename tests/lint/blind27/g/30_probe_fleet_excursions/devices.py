import numpy as np


def read_device(kind, rng, n=64):
    if kind == "legacy":
        counts = (1800 + rng.normal(0, 40, n)).astype(np.int16)
        return counts.astype(np.float32) / 100.0
    return (18 + rng.normal(0, 0.4, n)).astype(np.float32)
