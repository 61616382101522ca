import numpy as np


def sample_query_groups(rng, num_queries, num_docs, feat_dim):
    sizes = rng.integers(3, 9, num_queries)
    feats = rng.normal(size=(int(sizes.sum()), feat_dim)).astype(np.float32)
    rel = rng.integers(0, 3, int(sizes.sum())).astype(np.float32)
    return feats, rel, tuple(int(s) for s in sizes)
