import jax
import jax.numpy as jnp


@jax.jit
def nlms_update(w, x, y, mu):
    err = y - x @ w
    w = w + mu * jnp.outer(x, err).reshape(w.shape) / (x @ x + 1e-6)
    return w, err
