import numpy as np


def load_velocity_slices(n_slices=6, nz=40, nx=60, seed=0):
    """Velocity model slices; older files were written as float64."""
    rng = np.random.default_rng(seed)
    for i in range(n_slices):
        v = 1500.0 + 40.0 * np.arange(nz)[:, None] + 50.0 * rng.standard_normal((nz, nx))
        yield v if i % 2 == 0 else v.astype(np.float32)
