import itertools
import numpy as np
import jax.numpy as jnp
from train import fit

rng = np.random.default_rng(11)
X = rng.normal(size=(240, 5)).astype(np.float32)
true_w = np.array([0.8, -0.2, 0.5, 0.0, 0.3], np.float32)
y = X @ true_w + rng.normal(0, 0.2, 240).astype(np.float32)
Xtr, ytr, Xva, yva = X[:180], y[:180], X[180:], y[180:]

results = {}
for lr, l2 in itertools.product([0.01, 0.05, 0.1], [0.0, 0.01]):
    w = fit(Xtr, ytr, lr, l2)
    results[(lr, l2)] = float(jnp.mean((Xva @ w - yva) ** 2))
best = min(results, key=results.get)
print("best", best, results[best])
