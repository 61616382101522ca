import numpy as np

MAX_RANGE_SAMPLES = 1024  # echosounder range setting for the survey


def singlebeam_pings(n, seed=0):
    rng = np.random.default_rng(seed)
    for k in range(n):
        depth = 40 + 15 * k + rng.normal(0, 3)
        n_samples = min(int(depth * 4), MAX_RANGE_SAMPLES)
        amp = rng.rayleigh(0.1, n_samples)
        amp[int(n_samples * 0.9):] += 1.0
        buf = np.zeros(MAX_RANGE_SAMPLES, np.float32)
        buf[:n_samples] = amp
        yield k, depth, buf, n_samples
