import numpy as np


def make_task_pool(n_tasks=10, shots=5, seed=0):
    rng = np.random.default_rng(seed)
    pool = []
    for _ in range(n_tasks):
        slope = rng.uniform(-2, 2)
        xs = rng.uniform(-1, 1, size=(2, shots, 1)).astype(np.float32)
        pool.append(((xs[0], slope * xs[0]), (xs[1], slope * xs[1])))
    return pool


def meta_batches(pool, meta_batch_size, rng):
    """Sample equal-size meta-batches, stacked along a leading task axis."""
    n_batches = len(pool) // meta_batch_size
    for _ in range(n_batches):
        idx = rng.choice(len(pool), meta_batch_size, replace=False)
        chosen = [pool[i] for i in idx]
        yield tuple(tuple(np.stack([t[s][k] for t in chosen]) for k in range(2)) for s in range(2))
