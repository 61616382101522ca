import numpy as np


def batch_vocab(targets):
    """Candidate classes for a sampled softmax: the distinct targets in this batch."""
    vocab = np.unique(targets)
    remap = np.searchsorted(vocab, targets).astype(np.int32)
    return vocab.astype(np.int32), remap
