import numpy as np


def chunked(points, n_chunks):
    """Split evaluation points into equal chunks, padding the tail with the last point."""
    size = -(-len(points) // n_chunks)
    pad = size * n_chunks - len(points)
    padded = np.concatenate([points, np.repeat(points[-1:], pad, axis=0)])
    return np.split(padded, n_chunks)


def reference_grid(nx, nt):
    x, t = np.meshgrid(np.linspace(-1, 1, nx), np.linspace(0, 1, nt))
    return np.stack([x.ravel(), t.ravel()], 1).astype(np.float32)
