import itertools
import numpy as np


def load_readings(n=50, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 5, n)
    return list(zip(t, 2.0 * np.sin(1.3 * t) + 0.1 * rng.standard_normal(n)))


def chunks(readings, size, drop_last=True):
    it = iter(readings)
    while True:
        block = list(itertools.islice(it, size))
        if not block or (drop_last and len(block) < size):
            return
        yield np.array(block, dtype=np.float32)
