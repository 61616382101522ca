import numpy as np


def random_cubic_cells(rng, n_struct, n_atoms, a=4.0):
    frac = rng.random((n_struct, n_atoms, 3)).astype(np.float32)
    cart = frac * a
    d = cart[:, :, None, :] - cart[:, None, :, :]
    d = d - a * np.round(d / a)  # minimum image
    r = np.linalg.norm(d, axis=-1)
    iu = np.triu_indices(n_atoms, 1)
    dists = r[:, iu[0], iu[1]].astype(np.float32)
    energy = np.sum(np.exp(-dists), axis=1).astype(np.float32)
    return dists, energy
