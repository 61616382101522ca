import numpy as np

def build_citations(n_cases=60, seed=0):
    rng = np.random.default_rng(seed)
    cites = {}
    for c in range(n_cases):
        k = int(rng.integers(1, 6))
        cites[c] = rng.choice(n_cases, size=k, replace=False).tolist()
    return cites
