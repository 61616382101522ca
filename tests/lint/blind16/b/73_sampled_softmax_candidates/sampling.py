import numpy as np

VOCAB = 400
NUM_NEGATIVES = 64


def candidate_set(targets, rng):
    """In-batch targets plus uniformly drawn negatives, de-duplicated."""
    negatives = rng.integers(0, VOCAB, size=NUM_NEGATIVES)
    cands = np.unique(np.concatenate([targets.reshape(-1), negatives]))
    remap = {c: i for i, c in enumerate(cands)}
    local_targets = np.vectorize(remap.get)(targets).astype(np.int32)
    return cands.astype(np.int32), local_targets
