import numpy as np


def fake_sounding(rng):
    n_levels = rng.integers(8, 12)
    p = np.sort(rng.uniform(200.0, 1000.0, n_levels))[::-1]
    t = 288.0 - 0.0065 * 44330.0 * (1 - (p / 1013.25) ** 0.19) + rng.normal(0, 0.5, n_levels)
    return [{"p": float(pi), "t": float(ti)} for pi, ti in zip(p, t)]


def launches(n, seed=0):
    rng = np.random.default_rng(seed)
    return [fake_sounding(rng) for _ in range(n)]
