import jax
import jax.numpy as jnp


@jax.jit
def mrc_combine(branches, h):
    return jnp.sum(jnp.conj(h)[:, None] * branches, axis=0) / jnp.sum(jnp.abs(h) ** 2)
