import numpy as np

CAPACITY = 64


def to_buffer(nodes):
    """Store a mesh in a fixed-capacity buffer; unused slots repeat the last node."""
    buf = np.full(CAPACITY, nodes[-1], dtype=np.float32)
    buf[:len(nodes)] = nodes
    return buf


def refine(nodes, indicator, frac=0.3):
    """Bisect the intervals carrying the largest error indicators."""
    n_mark = max(1, int(frac * len(indicator)))
    marked = np.argsort(indicator)[-n_mark:]
    mids = 0.5 * (nodes[marked] + nodes[marked + 1])
    return np.sort(np.concatenate([nodes, mids])).astype(np.float32)
