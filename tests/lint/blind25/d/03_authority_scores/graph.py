import numpy as np

def citation_matrix(n_cases, seed=0):
    rng = np.random.default_rng(seed)
    adj = (rng.random((n_cases, n_cases)) < 0.05).astype(np.float32)
    np.fill_diagonal(adj, 0.0)
    out_deg = adj.sum(axis=1, keepdims=True)
    out_deg[out_deg == 0] = 1.0
    return adj / out_deg
