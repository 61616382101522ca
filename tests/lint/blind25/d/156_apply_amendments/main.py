import numpy as np
from history import apply_amendments

rng = np.random.default_rng(0)
MAX_AMENDMENTS = 10
for contract in range(5):
    base = rng.normal(size=6).astype(np.float32)
    deltas = np.zeros((MAX_AMENDMENTS, 6), np.float32)
    n = int(rng.integers(1, 6))
    deltas[:n] = 0.1 * rng.normal(size=(n, 6))
    final, norms = apply_amendments(base, deltas, n)
    print(contract, n, np.asarray(norms)[:n].round(3))
