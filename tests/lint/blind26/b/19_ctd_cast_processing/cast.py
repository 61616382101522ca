import numpy as np


def split_casts(p, c, t):
    bottom = int(np.argmax(p)) + 1
    return (p[:bottom], c[:bottom], t[:bottom]), (p[bottom:][::-1], c[bottom:][::-1], t[bottom:][::-1])


def synthetic_cast(rng, n=300):
    p = np.concatenate([np.linspace(1, 500, n // 2), np.linspace(500, 1, n // 2)]).astype(np.float32)
    t = (4 + 14 * np.exp(-p / 150) + rng.normal(0, 0.01, n)).astype(np.float32)
    c = (0.9 + 0.1 * np.exp(-p / 300) + rng.normal(0, 1e-4, n)).astype(np.float32)
    return p, c, t
