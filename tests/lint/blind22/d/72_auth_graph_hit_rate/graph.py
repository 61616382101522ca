import numpy as np

N_HOSTS = 24


def auth_graph(rng, p_edge=0.1):
    adj = (rng.random((N_HOSTS, N_HOSTS)) < p_edge).astype(np.float32)
    np.fill_diagonal(adj, 0.0)
    feats = rng.normal(size=(N_HOSTS, 5)).astype(np.float32)
    compromised = (rng.random(N_HOSTS) < 0.15).astype(np.float32)
    return adj, feats, compromised
