import numpy as np


def knn_graph(positions, k):
    d = np.linalg.norm(positions[:, None] - positions[None], axis=-1)
    np.fill_diagonal(d, np.inf)
    neighbours = np.argsort(d, axis=1)[:, :k]
    receivers = np.repeat(np.arange(len(positions)), k)
    senders = neighbours.reshape(-1)
    return senders.astype(np.int32), receivers.astype(np.int32)
