import numpy as np


def load_pages(seed=3, n_pages=8):
    """Each page is its stack of segmented text lines (lines x height x width)."""
    rng = np.random.default_rng(seed)
    pages = []
    for _ in range(n_pages):
        n_lines = int(rng.integers(3, 8))
        pages.append((rng.random((n_lines, 12, 48)).astype(np.float32), int(rng.integers(0, 12))))
    return pages
