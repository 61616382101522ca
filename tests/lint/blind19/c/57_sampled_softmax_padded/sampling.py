import numpy as np


def candidate_set(target_ids, vocab_size, num_random, rng):
    """Targets in the batch plus random negatives, deduplicated and padded to capacity."""
    negatives = rng.integers(1, vocab_size, size=num_random)
    uniq = np.unique(np.concatenate([target_ids.ravel(), negatives]))
    capacity = target_ids.size + num_random
    cands = np.zeros(capacity, dtype=np.int32)
    cands[:len(uniq)] = uniq
    valid = np.arange(capacity) < len(uniq)
    remap = {int(c): i for i, c in enumerate(uniq)}
    local_targets = np.vectorize(remap.__getitem__)(target_ids).astype(np.int32)
    return cands, valid, local_targets
