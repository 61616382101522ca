import numpy as np

from model import MAX_ORDERS


def weekly_orders(n_weeks=8, seed=0):
    rng = np.random.default_rng(seed)
    for week in range(n_weeks):
        n = int(rng.integers(25, MAX_ORDERS))
        gap = np.zeros(MAX_ORDERS, np.float32)
        ret = np.zeros(MAX_ORDERS, np.int32)
        valid = np.zeros(MAX_ORDERS, bool)
        gap[:n] = rng.normal(0, 1.2, n)
        ret[:n] = rng.random(n) < 1 / (1 + np.exp(1.0 - 0.8 * gap[:n] ** 2))
        valid[:n] = True
        yield week, gap, valid, ret
