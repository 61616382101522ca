import numpy as np


def uniform_mesh(n_cells, a=0.0, b=1.0):
    return np.linspace(a, b, n_cells + 1, dtype=np.float32)


def refine(nodes, indicator, frac=0.5):
    """Bisect the cells with the largest error indicator."""
    n_mark = max(1, int(frac * len(indicator)))
    marked = np.argsort(-indicator)[:n_mark]
    mids = 0.5 * (nodes[marked] + nodes[marked + 1])
    return np.sort(np.concatenate([nodes, mids])).astype(np.float32)
