import numpy as np

BUCKETS = (512, 1024)


def bucket_pad(w):
    size = next(b for b in BUCKETS if b >= len(w))
    out = np.zeros(size, np.float32)
    out[:len(w)] = w
    return out


def survey(n=30, seed=3):
    """Ultrasonic A-scans from a corrosion mapping survey; gate length depends on nominal wall."""
    rng = np.random.default_rng(seed)
    fs = 100e6
    for i in range(n):
        wall = rng.choice([6.0, 12.0, 20.0])
        thick = wall * rng.uniform(0.7, 1.0)
        n_samp = int(2.4 * wall * 1e-3 / 5920.0 * fs) + 100
        t = np.arange(n_samp) / fs
        tof = 2 * thick * 1e-3 / 5920.0
        w = sum(0.6 ** k * np.exp(-((t - k * tof) / 5e-8) ** 2) * np.sin(2 * np.pi * 5e6 * (t - k * tof)) for k in range(1, 3))
        yield i, wall, thick, (w + rng.normal(0, 0.01, n_samp)).astype(np.float32)
