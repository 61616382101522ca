import itertools

import numpy as np

from fit import fit

rng = np.random.default_rng(3)
x = rng.normal(size=(64, 4)).astype(np.float32)
y = (x @ np.array([1.0, -2.0, 0.5, 0.0]) + 0.3).astype(np.float32)

results = {}
for lr, mom in itertools.product([0.01, 0.1], [0.0, 0.9]):
    results[(lr, mom)] = fit(x, y, lr, mom)
best = min(results, key=results.get)
print("best (lr, momentum):", best, "loss:", results[best])
