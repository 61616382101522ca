import numpy as np


def read_thickness_cube(seed=0):
    """PIOMAS-like monthly thickness cube stored (x, y, time) on disk."""
    rng = np.random.default_rng(seed)
    return np.asfortranarray(np.clip(rng.normal(1.8, 0.6, (40, 40, 24)), 0, None).astype(np.float32))


def month_slice(cube, t, every_other=False):
    field = cube[:, :, t]
    if every_other:
        # quick-look products: subsample to 80 km, then nearest-neighbour back to 40x40
        field = np.repeat(np.repeat(field[::2, ::2], 2, axis=0), 2, axis=1)
    return field.T
