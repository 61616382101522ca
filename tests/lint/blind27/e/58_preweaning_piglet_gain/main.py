import numpy as np
import jax
import jax.numpy as jnp

rng = np.random.default_rng(58)
n_piglets, max_days = 24, 10


@jax.jit
def preweaning_gain(weights, n_days):
    t = jnp.arange(weights.shape[1], dtype=jnp.float32)
    valid = (t < n_days).astype(jnp.float32)
    n = valid.sum()
    tm = (t * valid).sum() / n
    wm = (weights * valid).sum(axis=1, keepdims=True) / n
    cov = ((t - tm) * (weights - wm) * valid).sum(axis=1)
    var = (((t - tm) * valid) ** 2).sum()
    return cov / jnp.maximum(var, 1e-6)


weights = np.zeros((n_piglets, max_days), np.float32)
weights[:, 0] = rng.normal(1.4, 0.2, n_piglets)
for day in range(1, max_days):
    weights[:, day] = weights[:, day - 1] + rng.normal(0.22, 0.05, n_piglets)
    adg = preweaning_gain(weights, day + 1)
    print(f"day {day}: piglets gaining < 0.18 kg/d: {int((adg < 0.18).sum())}")
