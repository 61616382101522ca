import jax
import jax.numpy as jnp


def simulated_assignment(key, n, split=0.5):
    u = jax.random.uniform(key, (n,))
    return (u < split).astype(jnp.float32)
