import numpy as np


def sample_configs(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (float(10 ** rng.uniform(-3, 1)), float(rng.choice([0.5, 1.0, 2.0])))
