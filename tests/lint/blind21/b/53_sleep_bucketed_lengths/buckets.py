import numpy as np

BUCKETS = (512, 1024)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"recording of {n} samples exceeds largest bucket")


def pad_to_bucket(x):
    n = x.shape[-1]
    b = bucket_length(n)
    out = np.zeros(x.shape[:-1] + (b,), dtype=np.float32)
    out[..., :n] = x
    mask = np.zeros(b, dtype=np.float32)
    mask[:n] = 1.0
    return out, mask
