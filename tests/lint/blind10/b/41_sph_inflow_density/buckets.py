import numpy as np

BUCKETS = (64, 128, 256)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"{n} particles exceed the largest bucket {BUCKETS[-1]}")


def pad_particles(pos, mass):
    n = pos.shape[0]
    size = bucket_size(n)
    pos_p = np.zeros((size, 2), dtype=np.float32)
    mass_p = np.zeros(size, dtype=np.float32)
    pos_p[:n] = pos
    mass_p[:n] = mass
    return pos_p, mass_p
