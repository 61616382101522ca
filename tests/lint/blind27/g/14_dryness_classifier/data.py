import numpy as np

BUCKETS = (64, 128)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


def pad_to_bucket(x):
    n = x.shape[0]
    L = bucket_len(n)
    xp = np.zeros((L,) + x.shape[1:], x.dtype)
    xp[:n] = x
    mask = np.zeros(L, np.float32)
    mask[:n] = 1.0
    return xp, mask


def sensor_logs(n, seed=8):
    rng = np.random.default_rng(seed)
    logs = []
    for _ in range(n):
        L = int(rng.integers(30, 120))
        temp = 18 + np.cumsum(rng.normal(0, 0.1, L))
        dens = 1.09 - 0.0008 * np.arange(L) + rng.normal(0, 2e-4, L)
        logs.append((np.stack([temp - 18, (dens - 1.05) * 100], 1).astype(np.float32),
                     np.float32(dens[-1] < 1.0)))
    return logs
