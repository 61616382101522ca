import numpy as np


def read_steps(n, seed=0):
    rng = np.random.default_rng(seed)
    for t in range(n):
        yield {"correct": bool(rng.random() < 0.4 + 0.05 * t), "hint_requested": bool(rng.random() < 0.3)}
