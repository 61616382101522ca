import jax
import jax.numpy as jnp

W = jnp.array([0.25, -0.3, 0.15, 0.4])


@jax.jit
def home_premium(features, base_rate):
    return base_rate * jnp.exp(features @ W)
