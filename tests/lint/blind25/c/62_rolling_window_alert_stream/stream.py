import numpy as np


def photometry_stream(n=40, seed=6):
    rng = np.random.default_rng(seed)
    t = 0.0
    for i in range(n):
        t += rng.uniform(0.5, 2.0)
        mag = 18 + 0.3 * np.sin(t / 6) + (1.5 if i == 33 else 0.0) + rng.normal(0, 0.05)
        yield np.float32(t), np.float32(mag), np.float32(0.05)
