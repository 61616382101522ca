import numpy as np

BUCKETS = (512, 1024)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_to_bucket(wf):
    n = min(wf.shape[0], BUCKETS[-1])
    target = bucket_length(n)
    out = np.zeros((target,) + wf.shape[1:], wf.dtype)
    out[:n] = wf[:n]
    mask = np.zeros(target, np.float32)
    mask[:n] = 1.0
    return out, mask
