import numpy as np

MAX_CANDIDATES = 64


def batch_vocab(targets):
    """Candidate classes for a sampled softmax: the distinct targets in this batch,
    padded to MAX_CANDIDATES with id 0 (masked out by the caller)."""
    vocab = np.unique(targets)
    remap = np.searchsorted(vocab, targets).astype(np.int32)
    ids = np.zeros(MAX_CANDIDATES, np.int32)
    ids[: len(vocab)] = vocab
    valid = np.arange(MAX_CANDIDATES) < len(vocab)
    return ids, valid, remap
