import numpy as np

from hplc import MAX_REPS


def injections_for(rng, sample, n_points=200):
    t = np.linspace(0, 1, n_points)
    reps = 3 if sample % 2 == 0 else 2
    level = rng.uniform(20, 90)
    block = np.zeros((MAX_REPS, n_points), np.float32)
    used = np.zeros(MAX_REPS, np.float32)
    for r in range(reps):
        block[r] = level * np.exp(-((t - 0.3) ** 2) / 0.002) + rng.normal(scale=0.4, size=n_points)
        used[r] = 1.0
    return block, used
