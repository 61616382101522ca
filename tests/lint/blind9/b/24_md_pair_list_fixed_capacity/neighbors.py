import numpy as np


class PairListOverflow(RuntimeError):
    pass


def build_pair_list(pos, box, r_cut, capacity):
    """Pairs i<j within r_cut, padded to `capacity` with a dummy (0, 0) pair.

    Returns the pair array and a mask; raises if the list does not fit so the
    caller can grow the capacity (rare, costs one recompile).
    """
    d = pos[:, None, :] - pos[None, :, :]
    d -= box * np.round(d / box)
    r2 = np.sum(d ** 2, -1)
    i, j = np.nonzero(np.triu(r2 < r_cut ** 2, k=1))
    if len(i) > capacity:
        raise PairListOverflow(f"{len(i)} pairs > capacity {capacity}")
    pairs = np.zeros((2, capacity), np.int32)
    pairs[0, :len(i)] = i
    pairs[1, :len(j)] = j
    mask = np.zeros(capacity, bool)
    mask[:len(i)] = True
    return pairs, mask
