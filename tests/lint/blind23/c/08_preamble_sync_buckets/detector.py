import jax
import jax.numpy as jnp


@jax.jit
def detect_preamble(burst, valid_len, preamble):
    n = preamble.shape[0]
    corr = jnp.abs(jnp.correlate(burst, preamble, mode="valid"))
    pos = jnp.arange(corr.shape[0])
    corr = jnp.where(pos + n <= valid_len, corr, 0.0)
    return jnp.argmax(corr), jnp.max(corr) / n
