import numpy as np


def drop_edge(batch, rng, p=0.2):
    """Randomly remove edges by redirecting them to the padding node."""
    x, senders, receivers, graph_id, y = batch
    drop = rng.random(len(senders)) < p
    senders = np.where(drop, x.shape[0] - 1, senders).astype(np.int32)
    receivers = np.where(drop, x.shape[0] - 1, receivers).astype(np.int32)
    return [x, senders, receivers, graph_id, y]


def maybe_augment(batch, rng, prob=0.5):
    if rng.random() < prob:
        return drop_edge(batch, rng)
    return batch
