import numpy as np

MAX_DEPTH_BINS = 120


def simulate_dives(n_dives, seed=1):
    rng = np.random.default_rng(seed)
    dives = []
    for i in range(n_dives):
        n = int(rng.integers(40, MAX_DEPTH_BINS))
        z = np.linspace(0, 5 * n, n)
        temp = 20 * np.exp(-z / 300) + 4 + rng.normal(0, 0.1, n)
        sal = 34.5 + 0.002 * z + rng.normal(0, 0.01, n)
        dives.append((z.astype(np.float32), temp.astype(np.float32), sal.astype(np.float32)))
    return dives


def to_depth_grid(z, temp, sal):
    out = np.zeros((3, MAX_DEPTH_BINS), np.float32)
    mask = np.zeros(MAX_DEPTH_BINS, np.float32)
    n = len(z)
    out[0, :n], out[1, :n], out[2, :n] = z, temp, sal
    mask[:n] = 1.0
    return out, mask
