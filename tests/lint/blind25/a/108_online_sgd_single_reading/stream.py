import numpy as np


def emitter_readings(n=40, seed=3):
    rng = np.random.default_rng(seed)
    true_w = np.array([1.8, -0.4, 0.25, 0.6], np.float32)
    for _ in range(n):
        x = np.array([1.0, rng.uniform(0, 2), rng.uniform(0.5, 3), rng.uniform(0, 1)], np.float32)
        yield x, float(x @ true_w + rng.normal(0, 0.05))
