import numpy as np

MAX_DOCS = 8


def sample_query_groups(rng, num_queries, num_docs, feat_dim):
    sizes = rng.integers(3, MAX_DOCS + 1, num_queries)
    feats = np.zeros((num_queries, MAX_DOCS, feat_dim), np.float32)
    rel = np.zeros((num_queries, MAX_DOCS), np.float32)
    for q, size in enumerate(sizes):
        feats[q, :size] = rng.normal(size=(size, feat_dim))
        rel[q, :size] = rng.integers(0, 3, size)
    mask = np.arange(MAX_DOCS)[None, :] < sizes[:, None]
    return feats, rel, mask
