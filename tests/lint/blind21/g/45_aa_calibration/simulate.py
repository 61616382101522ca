import jax
import jax.numpy as jnp


def simulated_assignment(key, n, split=0.5):
    u = jax.random.uniform(key, (n,))
    return jnp.where(u < split, 1.0, 0.0)
