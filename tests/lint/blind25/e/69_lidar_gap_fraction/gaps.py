from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("threshold",))
def gap_fraction(chm, threshold):
    gaps = chm < threshold
    edge = gaps[1:, :] != gaps[:-1, :]
    return jnp.mean(gaps), jnp.sum(edge)
