import jax
import jax.numpy as jnp
import numpy as np
from losses import loss_for_season


@jax.jit
def seasonal_grad_step(w, x, y, loss_fn):
    g = jax.grad(lambda w: loss_fn(x @ w, y))(w)
    return w - 0.01 * g


rng = np.random.default_rng(102)
X = rng.normal(size=(128, 5)).astype(np.float32)
y = (X @ np.array([5, 2, 0, -3, 1], np.float32) * 4).astype(np.float32)
w = jnp.zeros(5)
for season in ["winter", "spring", "summer", "autumn"]:
    weights = jnp.asarray(rng.uniform(0.5, 2.0, 128), dtype=jnp.float32)
    loss_fn = loss_for_season(weights)
    for _ in range(10):
        w = seasonal_grad_step(w, X, y, loss_fn)
    print(season, np.round(np.asarray(w), 2))
