import numpy as np

def build(source, rng, n=240):
    t = np.arange(n) % 10 if source.startswith("annual") else (np.arange(n) % 120) / 12.0
    X = rng.normal(size=(n, 3)).astype(np.float32)
    logp = (12 + 0.03 * t + X @ np.array([0.2, 0.1, -0.1]) + rng.normal(0, 0.05, n)).astype(np.float32)
    return t.astype(np.float32), X, logp
