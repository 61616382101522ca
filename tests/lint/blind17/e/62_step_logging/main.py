import functools

import jax
import jax.numpy as jnp
import numpy as np

from logging_utils import log_stats

rng = np.random.default_rng(1)
X = rng.normal(size=(128, 3)).astype(np.float32)
y = (X @ np.array([0.5, -1.0, 2.0], np.float32)).astype(np.float32)


@functools.partial(jax.jit, static_argnames=("tag",))
def train_step(w, xb, yb, tag):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((xb @ w - yb) ** 2))(w)
    log_stats(tag, loss=loss, gnorm=jnp.linalg.norm(g))
    return w - 0.1 * g


w = jnp.zeros(3)
for epoch in range(4):
    for i in range(0, 128, 64):
        w = train_step(w, X[i:i + 64], y[i:i + 64], tag=f"[epoch {epoch}]")
