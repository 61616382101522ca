import numpy as np


def candidate_stream(num_queries, dim, seed=0):
    rng = np.random.default_rng(seed)
    for qid in range(num_queries):
        n_cands = int(rng.integers(5, 40))
        query = rng.normal(size=(dim,)).astype(np.float32)
        cands = rng.normal(size=(n_cands, dim)).astype(np.float32)
        labels = np.zeros((n_cands,), dtype=np.float32)
        labels[0] = 1.0
        yield qid, query, cands, labels
