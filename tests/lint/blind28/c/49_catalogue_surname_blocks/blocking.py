import numpy as np

K = 5


def build_blocks(seed=31):
    """Candidate records grouped by normalised author surname key."""
    rng = np.random.default_rng(seed)
    blocks = {}
    for key, size in [("bacon", 12), ("more", 3), ("hooker", 9), ("foxe", 4), ("donne", 7)]:
        blocks[key] = rng.normal(size=(size, 16)).astype(np.float32)
    return blocks


def shortlist_size(block):
    return min(K, block.shape[0])
