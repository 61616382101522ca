import numpy as np


def simulate_frames(n_frames, n_atoms, box, seed):
    """Cheap stand-in for reading a trajectory file: Brownian particles in a periodic box."""
    rng = np.random.default_rng(seed)
    pos = rng.random((n_atoms, 3)) * box
    for _ in range(n_frames):
        pos = np.mod(pos + 0.05 * rng.normal(size=pos.shape), box)
        yield pos.astype(np.float32)
