import numpy as np

CATEGORIES = {"tees": 12, "dresses": 16, "coats": 20, "swim": 10}


def lifecycles(seed=82):
    """Weekly sell-through curves per product, grouped by category; products live 6-20 weeks."""
    rng = np.random.default_rng(seed)
    groups = {}
    for cat, max_weeks in CATEGORIES.items():
        lengths = rng.integers(6, max_weeks + 1, 8)
        curves = [np.cumsum(rng.uniform(0, 0.1, n)).astype(np.float32) for n in lengths]
        groups[cat] = curves
    return groups


def pad_group(curves):
    T = max(len(c) for c in curves)
    x = np.zeros((len(curves), T), np.float32)
    m = np.zeros((len(curves), T), np.float32)
    for i, c in enumerate(curves):
        x[i, :len(c)] = c
        m[i, :len(c)] = 1.0
    return x, m
