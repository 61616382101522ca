import itertools

import numpy as np

from fit import fit_penalised_glm

rng = np.random.default_rng(4)
X = np.column_stack([np.ones(500), rng.normal(size=(500, 9))]).astype(np.float32)
y = rng.poisson(np.exp(-1.5 + 0.4 * X[:, 1] - 0.3 * X[:, 2])).astype(np.float32)

grid = {"l1": [0, 0.001, 0.01], "l2": [0, 0.01]}
for l1, l2 in itertools.product(grid["l1"], grid["l2"]):
    w = fit_penalised_glm(X, y, {"l1": l1, "l2": l2})
    print(f"l1={l1} l2={l2}: non-zero-ish coefs {int((np.abs(np.asarray(w[1:])) > 0.02).sum())}")
