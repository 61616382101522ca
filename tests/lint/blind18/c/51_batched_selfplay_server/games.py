import numpy as np


def nim_game(heaps, seed):
    """Plays Nim by querying the server for move probabilities each turn."""
    rng = np.random.default_rng(seed)
    heaps = np.array(heaps, dtype=np.float32)
    plies = 0
    while heaps.sum() > 0:
        probs = yield heaps / 10.0
        nonempty = np.flatnonzero(heaps > 0)
        heap = nonempty[rng.integers(len(nonempty))]
        heaps[heap] -= 1
        plies += 1
    return plies
