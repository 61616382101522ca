import numpy as np
import jax.numpy as jnp
from train import fit

rng = np.random.default_rng(0)
x = rng.normal(size=(300, 5)).astype(np.float32)
y = (x @ np.array([2.0, -1.0, 0.5, 0.0, 1.5], np.float32) + rng.normal(size=300)).astype(np.float32)
xv, yv = x[:60], y[:60]

results = {}
for lr in [0.01, 0.05, 0.1]:
    for l2 in [0.0, 0.01]:
        w = fit(x[60:], y[60:], lr, l2)
        results[(lr, l2)] = float(jnp.mean((xv @ w - yv) ** 2))

best = min(results, key=results.get)
print("best (lr, l2):", best, "val mse", results[best])
