import jax
import jax.numpy as jnp

FS = 1e6


@jax.jit
def estimate_cfo(iq, lag=16):
    x = iq[:, 0] + 1j * iq[:, 1]
    x = x / jnp.sqrt(jnp.mean(jnp.abs(x) ** 2))
    corr = jnp.sum(x[lag:] * jnp.conj(x[:-lag]))
    return jnp.angle(corr) * FS / (2 * jnp.pi * lag)
