import itertools

import jax.numpy as jnp
import numpy as np
from sweep import fit

# block fuel vs. planned distance, payload, headwind, cost index
rng = np.random.default_rng(2)
X = jnp.asarray(rng.normal(size=(300, 4)), dtype=jnp.float32)
y = X @ jnp.array([3.0, 1.2, 0.8, 0.3]) + jnp.asarray(rng.normal(0, 0.2, 300), dtype=jnp.float32)
Xtr, ytr, Xva, yva = X[:240], y[:240], X[240:], y[240:]

grid = {"lr": [0.05, 0.1, 0.2], "l2": [0.0, 0.01]}
for lr, l2 in itertools.product(grid["lr"], grid["l2"]):
    w = fit(Xtr, ytr, lr, l2)
    print(f"lr={lr} l2={l2} val mse={float(jnp.mean((Xva @ w - yva) ** 2)):.4f}")
