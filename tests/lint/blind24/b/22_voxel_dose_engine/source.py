import numpy as np


def interaction_batches(n_batches, per_batch, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        depth = rng.exponential(4.0, per_batch)
        xy = rng.normal(6.0, 1.0, (per_batch, 2))
        sites = np.column_stack([xy, depth]).astype(np.float32)
        edep = rng.uniform(0.01, 1.25, per_batch).astype(np.float32)
        yield sites, edep
