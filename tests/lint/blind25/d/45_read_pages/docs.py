import numpy as np

def load_filings(seed=0, dim=16):
    rng = np.random.default_rng(seed)
    page_counts = [3, 7, 3, 12, 7, 5]
    return [rng.normal(size=(n, dim)).astype(np.float32) for n in page_counts]
