import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def correlator(samples, r):
    shifted = jnp.roll(samples, -r, axis=-1)
    return jnp.mean(samples * shifted) - jnp.mean(samples) ** 2


def correlation_length_profile(samples, L):
    c0 = correlator(samples, 0)
    out = {}
    for r in np.arange(1, L // 2 + 1):
        out[int(r)] = float(correlator(samples, r) / c0)
    return out
