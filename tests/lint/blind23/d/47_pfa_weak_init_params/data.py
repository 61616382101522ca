import numpy as np


def practice_log(n=800, n_skills=6, seed=0):
    rng = np.random.default_rng(seed)
    skill = rng.integers(0, n_skills, n).astype(np.int32)
    succ = rng.integers(0, 10, n).astype(np.float32)
    fail = rng.integers(0, 6, n).astype(np.float32)
    z = -0.5 + 0.2 * succ - 0.1 * fail
    y = (rng.random(n) < 1 / (1 + np.exp(-z))).astype(np.float32)
    return skill, succ, fail, y
