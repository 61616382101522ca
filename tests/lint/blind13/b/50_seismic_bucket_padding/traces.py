import numpy as np

BUCKETS = (64, 128)


def synthetic_traces(n=8, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        length = int(rng.integers(30, 128))
        t = np.arange(length)
        onset = rng.integers(5, max(6, length // 2))
        wavelet = np.where(t >= onset, np.exp(-(t - onset) / 12.0) * np.sin(0.5 * (t - onset)), 0.0)
        out.append((f"STA{i:02d}", (wavelet + 0.2 * rng.normal(size=length)).astype(np.float32)))
    return out


def bucket_for(length):
    for b in BUCKETS:
        if length <= b:
            return b
    raise ValueError(length)


def pad_to_bucket(trace):
    b = bucket_for(len(trace))
    out = np.zeros(b, np.float32)
    mask = np.zeros(b, np.float32)
    out[:len(trace)] = trace
    mask[:len(trace)] = 1.0
    return out, mask
