import numpy as np


def flotation_samples(seed=0):
    rng = np.random.default_rng(seed)
    for i in range(8):
        yield f"FL-{i:03d}", rng.gamma(2.0, 0.01, size=(25,)).astype(np.float32)
