import jax
import jax.numpy as jnp


@jax.jit
def demand_epoch(w, x, y):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2)
    for _ in range(5):
        w = w - 0.05 * jax.grad(loss)(w)
    return w


@jax.jit
def demand_val_loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)
