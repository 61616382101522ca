import jax
import jax.numpy as jnp


@jax.jit
def to_sdr_preview(signal, hdr):
    m1, m2, c1, c2, c3 = 0.1593, 78.8438, 0.8359, 18.8516, 18.6875
    p = jnp.power(jnp.clip(signal, 0, 1), 1 / m2)
    nits = 10000.0 * jnp.power(jnp.maximum(p - c1, 0) / (c2 - c3 * p), 1 / m1)
    linear = jnp.where(hdr, nits / 100.0, jnp.power(signal, 2.4))
    mapped = linear / (1.0 + linear)
    return jnp.power(mapped, 1 / 2.4)
