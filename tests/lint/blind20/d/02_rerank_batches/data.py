import numpy as np

MAX_CANDS = 48


def candidate_stream(num_queries, dim, seed=0):
    rng = np.random.default_rng(seed)
    for qid in range(num_queries):
        n_cands = int(rng.integers(5, 40))
        query = rng.normal(size=(dim,)).astype(np.float32)
        cands = np.zeros((MAX_CANDS, dim), dtype=np.float32)
        cands[:n_cands] = rng.normal(size=(n_cands, dim))
        mask = np.zeros((MAX_CANDS,), dtype=bool)
        mask[:n_cands] = True
        labels = np.zeros((MAX_CANDS,), dtype=np.float32)
        labels[0] = 1.0
        yield qid, query, cands, mask, labels
