import jax
import jax.numpy as jnp

@jax.jit
def land_value_loss(w, X, y):
    return jnp.mean((X @ w - y) ** 2)
