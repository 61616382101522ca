import numpy as np

VOCAB = 400
NUM_NEGATIVES = 64


def candidate_set(targets, rng):
    """In-batch targets first, then uniformly drawn negatives."""
    negatives = rng.integers(0, VOCAB, size=NUM_NEGATIVES)
    cands = np.concatenate([targets.reshape(-1), negatives]).astype(np.int32)
    local_targets = np.arange(targets.size, dtype=np.int32)
    return cands, local_targets
