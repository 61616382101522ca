import numpy as np

BUCKETS = (128, 256)


def load_traces(n=10, seed=9):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        n_samples = int(rng.integers(90, 250))
        t = np.arange(n_samples)
        power_db = -20.0 - 0.15 * t + 6.0 * np.sin(t / 7.0) ** 8 + rng.normal(0, 1.0, n_samples)
        out.append(power_db.astype(np.float32))
    return out


def bucket_pad(trace):
    size = next(b for b in BUCKETS if b >= len(trace))
    buf = np.full(size, trace[-1], np.float32)
    buf[:len(trace)] = trace
    return buf, len(trace)
