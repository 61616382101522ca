import numpy as np
import jax
import jax.numpy as jnp

from callbacks import evaluate_callback


@jax.jit
def ring_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.05 * g


rng = np.random.default_rng(0)
# climate predictors (temperature, precipitation by month) -> ring-width index
x = rng.normal(size=(100, 12)).astype(np.float32)
y = (x @ rng.normal(scale=0.3, size=12)).astype(np.float32)
w = jnp.zeros(12)
for epoch in range(5):
    for _ in range(10):
        w = ring_step(w, x[:80], y[:80])
    evaluate_callback(epoch, w, x[80:], y[80:])
