import numpy as np

MAX_LINES = 8


def load_pages(seed=3, n_pages=8):
    rng = np.random.default_rng(seed)
    pages = []
    for _ in range(n_pages):
        n_lines = int(rng.integers(3, 8))
        stack = np.zeros((MAX_LINES, 12, 48), np.float32)
        stack[:n_lines] = rng.random((n_lines, 12, 48))
        mask = (np.arange(MAX_LINES) < n_lines).astype(np.float32)
        pages.append((stack, mask, np.int32(rng.integers(0, 12))))
    return pages
