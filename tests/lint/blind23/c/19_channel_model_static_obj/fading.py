from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def apply_channel(key, model, tx):
    k1, k2 = jax.random.split(key)
    n = len(model.taps)
    coeff = (jax.random.normal(k1, (n,)) + 1j * jax.random.normal(k2, (n,))) / jnp.sqrt(2.0)
    coeff = coeff * jnp.asarray(model.gains)
    h = jnp.zeros(model.n_taps, jnp.complex64).at[jnp.asarray(model.taps)].add(coeff)
    return jnp.convolve(tx, h)[: tx.shape[0]], h
