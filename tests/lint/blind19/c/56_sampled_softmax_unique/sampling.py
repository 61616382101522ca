import numpy as np


def candidate_set(target_ids, vocab_size, num_random, rng):
    """Targets in the batch plus random negatives, deduplicated."""
    negatives = rng.integers(1, vocab_size, size=num_random)
    cands = np.unique(np.concatenate([target_ids.ravel(), negatives]))
    remap = {int(c): i for i, c in enumerate(cands)}
    local_targets = np.vectorize(remap.__getitem__)(target_ids).astype(np.int32)
    return cands.astype(np.int32), local_targets
