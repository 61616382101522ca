import numpy as np


def radius_graph(positions, cutoff):
    d = np.linalg.norm(positions[:, None] - positions[None], axis=-1)
    senders, receivers = np.nonzero((d < cutoff) & (d > 0))
    return senders.astype(np.int32), receivers.astype(np.int32)
