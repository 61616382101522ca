import numpy as np

BUCKETS = (512, 1024, 2048)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def detections(n_clips, fs=2000, seed=0):
    """Clips cut around energy-detector triggers; durations follow the call."""
    rng = np.random.default_rng(seed)
    for i in range(n_clips):
        n = int(rng.integers(300, 2048))
        t = np.arange(n) / fs
        f = 20 + 60 * t / t[-1]   # upsweep
        x = np.sin(2 * np.pi * np.cumsum(f) / fs) * np.hanning(n) + 0.3 * rng.normal(size=n)
        yield i, x.astype(np.float32)


def pad_to_bucket(x):
    L = bucket_length(len(x))
    out = np.zeros(L, np.float32)
    out[:len(x)] = x[:L]
    return out, min(len(x), L)
