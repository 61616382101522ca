import numpy as np

BUCKETS = (32, 64)


def synth_segments(n, rng):
    segs, labels = [], []
    for _ in range(n):
        length = int(rng.integers(10, 64))
        phase = int(rng.integers(0, 3))  # climb, cruise, descent
        vrate = {0: 1500.0, 1: 0.0, 2: -1200.0}[phase]
        alt = 20000 + vrate * np.arange(length) / 60 + rng.normal(0, 50, length)
        gs = 420 + rng.normal(0, 5, length)
        segs.append(np.stack([alt / 40000, gs / 500], 1).astype(np.float32))
        labels.append(phase)
    return segs, np.array(labels)


def bucket_batch(segs):
    longest = max(len(s) for s in segs)
    size = next(b for b in BUCKETS if b >= longest)
    x = np.zeros((len(segs), size, 2), np.float32)
    m = np.zeros((len(segs), size), np.float32)
    for i, s in enumerate(segs):
        x[i, :len(s)] = s
        m[i, :len(s)] = 1
    return x, m
