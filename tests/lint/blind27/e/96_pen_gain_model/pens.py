import numpy as np


def load_pens(seed=96):
    rng = np.random.default_rng(seed)
    pens = {}
    for pen, n in zip(["P1", "P2", "P3", "P4", "P5"], [18, 22, 18, 25, 20]):
        x = rng.normal(size=(n, 3)).astype(np.float32)  # feed intake, water intake, activity
        gain = (x @ np.array([0.5, 0.2, 0.1]) + 0.9 + rng.normal(0, 0.05, n)).astype(np.float32)
        pens[pen] = (x, gain)
    return pens
