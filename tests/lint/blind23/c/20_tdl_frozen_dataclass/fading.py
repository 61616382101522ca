from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("profile",))
def faded_rx(key, tx, profile):
    k1, k2 = jax.random.split(key)
    n = len(profile.taps)
    coeff = (jax.random.normal(k1, (n,)) + 1j * jax.random.normal(k2, (n,))) / jnp.sqrt(2.0)
    coeff = coeff * jnp.asarray(profile.gains)
    h = jnp.zeros(profile.n_taps, jnp.complex64).at[jnp.asarray(profile.taps)].add(coeff)
    return jnp.convolve(tx, h)[: tx.shape[0]]
