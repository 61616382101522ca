from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_harmonics")
def harmonic_ratio(acc_v, stride_len, n_harmonics):
    spec = jnp.abs(jnp.fft.rfft(acc_v))
    idx = jnp.arange(1, 2 * n_harmonics + 1) * (acc_v.shape[0] // stride_len)
    amps = spec[idx]
    return jnp.sum(amps[1::2]) / jnp.sum(amps[0::2])
