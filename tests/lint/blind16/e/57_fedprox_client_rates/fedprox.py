import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean(jax.nn.softplus(-y * (x @ w)))


@jax.jit
def local_step(w, w_global, x, y, lr, mu=0.01):
    g = jax.grad(loss_fn)(w, x, y) + mu * (w - w_global)
    return w - lr * g
