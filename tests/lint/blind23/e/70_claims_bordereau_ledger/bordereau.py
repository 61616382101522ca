import numpy as np


def monthly_bordereaux(n_policies=600, seed=8):
    rng = np.random.default_rng(seed)
    for month in range(6):
        claimed = rng.uniform(size=n_policies) < 0.06
        idx = np.nonzero(claimed)[0]                 # int64 policy rows with a claim
        padded = np.full(64, -1, dtype=np.int64)
        padded[:min(len(idx), 64)] = idx[:64]
        amounts = np.zeros(64, np.float32)
        amounts[:min(len(idx), 64)] = rng.lognormal(7.5, 1.0, min(len(idx), 64))
        yield month, padded, amounts
