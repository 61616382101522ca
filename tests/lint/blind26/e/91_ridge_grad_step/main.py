import jax
import jax.numpy as jnp

from data import shards, squad_sessions


@jax.jit
def ridge_grad_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2) + 1e-2 * jnp.sum(w ** 2))(w)
    return w - 0.05 * g


X, y = squad_sessions()
w = jnp.zeros(8)
for epoch in range(10):
    for xb, yb in shards(X, y):
        w = ridge_grad_step(w, xb, yb)
print("weights", jnp.round(w, 3))
