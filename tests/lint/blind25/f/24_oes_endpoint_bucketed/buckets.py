import numpy as np

BUCKETS = (128, 256)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"trace too long: {n}")


def pad_trace(trace):
    L = bucket_length(len(trace))
    out = np.zeros((L, trace.shape[1]), np.float32)
    out[:len(trace)] = trace
    valid = np.zeros(L, bool)
    valid[:len(trace)] = True
    return out, valid
