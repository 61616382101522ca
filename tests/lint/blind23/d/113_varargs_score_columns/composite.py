import jax
import jax.numpy as jnp


@jax.jit
def composite_grade(*components):
    z = [(c - c.mean()) / (c.std() + 1e-6) for c in components]
    total = sum(z) / len(z)
    return 50.0 + 10.0 * total
