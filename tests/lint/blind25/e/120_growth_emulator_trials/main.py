import numpy as np
import jax
import jax.numpy as jnp
from train import sweep_epoch

TRIALS = [{"l2": 1e-4, "hidden": 16}, {"l2": 1e-3, "hidden": 16}, {"l2": 1e-2, "hidden": 16}]
rng = np.random.default_rng(92)
X = rng.normal(size=(100, 5)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1]).astype(np.float32)
for trial in TRIALS:
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (5, 16)), "w2": 0.3 * jax.random.normal(k2, (16,))}
    for epoch in range(10):
        params, l = sweep_epoch(params, X, y, np.float32(trial["l2"]), hidden=trial["hidden"])
    print(trial, round(float(l), 4))
