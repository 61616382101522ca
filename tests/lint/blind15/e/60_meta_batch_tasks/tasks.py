import numpy as np


def make_task_pool(n_tasks=10, shots=5, seed=0):
    rng = np.random.default_rng(seed)
    pool = []
    for _ in range(n_tasks):
        slope = rng.uniform(-2, 2)
        xs = rng.uniform(-1, 1, size=(2, shots, 1)).astype(np.float32)
        pool.append(((xs[0], slope * xs[0]), (xs[1], slope * xs[1])))
    return pool


def meta_batches(pool, meta_batch_size):
    for i in range(0, len(pool), meta_batch_size):
        yield pool[i:i + meta_batch_size]
