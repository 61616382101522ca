import numpy as np

BUCKETS = (32, 64)


def make_bouts(n=96, seed=0):
    rng = np.random.default_rng(seed)
    lens = np.sort(rng.integers(10, 60, size=n))   # length-sorted so batches share a bucket
    bouts = [rng.normal(size=(int(L), 4)).astype(np.float32) for L in lens]
    return bouts, rng.integers(0, 3, size=n).astype(np.int32)


def bucket_len(n):
    return next(b for b in BUCKETS if n <= b)


def batches(bouts, labels, batch_size=16):
    for i in range(0, len(bouts), batch_size):
        chunk = bouts[i:i + batch_size]
        T = bucket_len(max(len(b) for b in chunk))
        x = np.zeros((batch_size, T, 4), np.float32)
        mask = np.zeros((batch_size, T), np.float32)
        for j, b in enumerate(chunk):
            x[j, :len(b)] = b
            mask[j, :len(b)] = 1.0
        yield x, mask, labels[i:i + batch_size]
