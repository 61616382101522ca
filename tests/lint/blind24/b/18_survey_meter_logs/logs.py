import numpy as np

BUCKETS = (64, 128)


def read_survey_logs(n_logs=12, seed=9):
    rng = np.random.default_rng(seed)
    logs = []
    for _ in range(n_logs):
        n = int(rng.integers(20, 128))
        base = rng.uniform(0.1, 2.0)
        rate = base + 0.3 * np.sin(np.arange(n) / 5.0) ** 2 + rng.normal(0, 0.02, n)
        logs.append(rate.astype(np.float32))
    return logs


def to_bucket(rate):
    size = next(b for b in BUCKETS if b >= len(rate))
    padded = np.zeros(size, np.float32)
    padded[: len(rate)] = rate
    mask = np.zeros(size, np.float32)
    mask[: len(rate)] = 1.0
    return padded, mask
