import numpy as np

MAX_LEVELS = 64


def fake_soundings(n=30, seed=2):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        k = int(rng.integers(15, MAX_LEVELS))
        p = np.sort(rng.uniform(100, 1000, size=k))[::-1]
        T = 288 - 6.5e-3 * 8000 * np.log(1000 / p) + rng.normal(0, 0.5, size=k)
        out.append((p.astype(np.float32), T.astype(np.float32)))
    return out


def pad_profile(p, T):
    k = len(p)
    pp = np.full(MAX_LEVELS, p[-1], np.float32)
    tt = np.full(MAX_LEVELS, T[-1], np.float32)
    pp[:k] = p
    tt[:k] = T
    return pp, tt, k
