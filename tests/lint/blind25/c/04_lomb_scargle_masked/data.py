import numpy as np

MAX_EPOCHS = 128


def load_light_curves(n_stars=8, seed=11):
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n_stars):
        n = int(rng.integers(50, MAX_EPOCHS))
        t = np.sort(rng.uniform(0, 40, n))
        p = rng.uniform(0.3, 5.0)
        y = 0.3 * np.sin(2 * np.pi * t / p) + rng.normal(0, 0.05, n)
        out.append((f"OGLE-{i:04d}", t, y, p))
    return out


def to_fixed_length(t, y):
    n = len(t)
    tt = np.zeros(MAX_EPOCHS, np.float32)
    yy = np.zeros(MAX_EPOCHS, np.float32)
    w = np.zeros(MAX_EPOCHS, np.float32)
    tt[:n], yy[:n], w[:n] = t, y, 1.0
    return tt, yy, w
