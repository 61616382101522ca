import numpy as np


def sensor_chunks(n_chunks, chunk_len, seed=0):
    rng = np.random.default_rng(seed)
    level = 0.0
    for i in range(n_chunks):
        level += rng.normal(0, 0.1)
        chunk = level + rng.normal(0, 0.5, size=chunk_len)
        if i % 3 == 2:
            chunk[rng.integers(chunk_len)] += 6.0
        yield chunk.astype(np.float32)
