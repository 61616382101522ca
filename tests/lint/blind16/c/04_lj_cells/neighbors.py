import numpy as np


def build_pairs(positions, box, cutoff, capacity):
    pos = np.asarray(positions)
    diff = pos[:, None, :] - pos[None, :, :]
    diff -= box * np.round(diff / box)
    dist = np.sqrt((diff**2).sum(-1))
    i, j = np.nonzero(np.triu(dist < cutoff, k=1))
    if len(i) > capacity:
        raise RuntimeError(f"neighbour list overflow: {len(i)} > {capacity}")
    pairs = np.zeros((capacity, 2), dtype=np.int32)
    mask = np.zeros(capacity, dtype=bool)
    pairs[: len(i), 0] = i
    pairs[: len(i), 1] = j
    pairs[len(i):, 1] = 1
    mask[: len(i)] = True
    return pairs, mask
