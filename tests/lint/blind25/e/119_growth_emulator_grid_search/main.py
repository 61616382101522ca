import numpy as np
import jax
import jax.numpy as jnp
from sweep import trials
from train import growth_epoch

rng = np.random.default_rng(91)
X = rng.normal(size=(100, 5)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1]).astype(np.float32)
for trial in trials():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (5, trial["hidden"])), "w2": 0.3 * jax.random.normal(k2, (trial["hidden"],))}
    for epoch in range(10):
        params, l = growth_epoch(params, X, y, settings=tuple(sorted(trial.items())))
    print(trial, round(float(l), 4))
