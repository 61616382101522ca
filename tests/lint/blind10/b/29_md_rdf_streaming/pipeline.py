import itertools

import numpy as np


def simulation_frames(n_frames, n_atoms=32, seed=0):
    """Yield positions frame by frame, as a trajectory reader would."""
    rng = np.random.default_rng(seed)
    pos = rng.uniform(0, 5.0, (n_atoms, 3)).astype(np.float32)
    for _ in range(n_frames):
        pos = (pos + 0.05 * rng.standard_normal(pos.shape).astype(np.float32)) % 5.0
        yield pos


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        yield np.stack(block)
