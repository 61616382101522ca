import numpy as np


def sample_trials(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (("lr", float(10 ** rng.uniform(-3, -1))), ("l2", float(10 ** rng.uniform(-5, -2))))
