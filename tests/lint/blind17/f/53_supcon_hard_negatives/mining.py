import numpy as np


def mine_hard_negatives(sims, labels, margin=0.3):
    """Indices (anchor, negative) of pairs from different classes that are too similar."""
    diff = labels[:, None] != labels[None, :]
    anchors, negs = np.nonzero(diff & (sims > margin))
    return np.stack([anchors, negs], axis=1).astype(np.int32)
