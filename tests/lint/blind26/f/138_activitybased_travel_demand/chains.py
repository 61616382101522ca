import numpy as np

def sample_chains(n, rng):
    chains = []
    for _ in range(n):
        k = int(rng.integers(2, 7))
        chains.append({"dist": rng.exponential(6.0, k).astype(np.float32),
                       "mode": rng.integers(0, 3, k).astype(np.int32)})
    return chains
