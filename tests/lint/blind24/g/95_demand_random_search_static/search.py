import numpy as np


def sample_trials(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield {"smooth": float(10 ** rng.uniform(-3, 0)), "lr": float(10 ** rng.uniform(-2, -0.5))}
