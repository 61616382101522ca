import numpy as np

MAX_PAGES = 16

def load_filings(seed=0, dim=16):
    rng = np.random.default_rng(seed)
    for n in [3, 7, 3, 12, 7, 5]:
        pages = np.zeros((MAX_PAGES, dim), np.float32)
        pages[:n] = rng.normal(size=(n, dim))
        yield pages, np.arange(MAX_PAGES) < n
