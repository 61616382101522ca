import numpy as np


def ring_graph(n):
    src = np.arange(n)
    dst = (src + 1) % n
    adj = np.zeros((n, n), np.float32)
    adj[src, dst] = 1.0
    adj[dst, src] = 1.0
    return adj


def laplacian(adj):
    return np.diag(adj.sum(1)) - adj
