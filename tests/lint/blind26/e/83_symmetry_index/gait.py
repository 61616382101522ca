import jax
import jax.numpy as jnp


@jax.jit
def symmetry_index(left, right, threshold=0.1):
    l, r = jnp.mean(left), jnp.mean(right)
    si = 2 * jnp.abs(l - r) / (l + r)
    return si, si > threshold
