import numpy as np


def pad_to_multiple(x, multiple=32):
    n = len(x)
    target = ((n + multiple - 1) // multiple) * multiple
    return np.pad(x, (0, target - n)), n


def multibeam_pings(n, seed=0):
    """Bottom-detection windows; the window length depends on water depth under the ship."""
    rng = np.random.default_rng(seed)
    for k in range(n):
        depth = 40 + 15 * k + rng.normal(0, 3)
        n_samples = int(depth * 4)
        amp = rng.rayleigh(0.1, n_samples)
        amp[int(n_samples * 0.9):] += 1.0
        yield k, depth, amp.astype(np.float32)
