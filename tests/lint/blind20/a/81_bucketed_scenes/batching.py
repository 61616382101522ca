import numpy as np

BUCKETS = (8, 16, 32)


def bucket_size(n_agents):
    for b in BUCKETS:
        if n_agents <= b:
            return b
    raise ValueError(f"scene with {n_agents} agents exceeds largest bucket")


def pad_scene(past, future):
    n = past.shape[0]
    size = bucket_size(n)
    pad = size - n
    past = np.pad(past, ((0, pad), (0, 0), (0, 0)))
    future = np.pad(future, ((0, pad), (0, 0), (0, 0)))
    mask = np.pad(np.ones(n, np.float32), (0, pad))
    return past, future, mask
