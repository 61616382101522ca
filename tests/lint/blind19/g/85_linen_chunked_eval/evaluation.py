import numpy as np


def chunked(points, n_chunks):
    """Split evaluation points into roughly equal chunks to bound memory."""
    return np.array_split(points, n_chunks)


def reference_grid(nx, nt):
    x, t = np.meshgrid(np.linspace(-1, 1, nx), np.linspace(0, 1, nt))
    return np.stack([x.ravel(), t.ravel()], 1).astype(np.float32)
