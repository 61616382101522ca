import jax
import jax.numpy as jnp


@jax.jit
def accumulate_moment(total, mags):
    m0 = 10 ** (1.5 * mags + 9.1)
    return total + jnp.sum(m0) / 1e15
