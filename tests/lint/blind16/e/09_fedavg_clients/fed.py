import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def local_step(w, x, y, lr):
    g = jax.grad(loss_fn)(w, x, y)
    return w - lr * g


@jax.jit
def server_average(client_ws, weights):
    weights = weights / weights.sum()
    return jnp.tensordot(weights, client_ws, axes=1)
