import numpy as np


def logged_interactions(seed=0, n=256, n_arms=4, dim=6):
    rng = np.random.default_rng(seed)
    contexts = rng.normal(size=(n, dim)).astype(np.float32)
    logged_arms = rng.integers(0, n_arms, size=n).astype(np.int32)
    rewards = (rng.random(n) < 0.3).astype(np.float32)
    return contexts, logged_arms, rewards
