import itertools
import numpy as np
import jax.numpy as jnp
from train import fit

rng = np.random.default_rng(12)
X = rng.normal(size=(240, 5)).astype(np.float32)
y = X @ np.array([0.8, -0.2, 0.5, 0.0, 0.3], np.float32) + rng.normal(0, 0.2, 240).astype(np.float32)
Xtr, ytr, Xva, yva = X[:180], y[:180], X[180:], y[180:]

grid = [{"lr": lr, "l2": l2} for lr, l2 in itertools.product([0.01, 0.05, 0.1], [0.0, 0.01, 0.1])]
scores = []
for hp in grid:
    w = fit(Xtr, ytr, hp)
    scores.append(float(jnp.mean((Xva @ w - yva) ** 2)))
print(grid[int(np.argmin(scores))], min(scores))
