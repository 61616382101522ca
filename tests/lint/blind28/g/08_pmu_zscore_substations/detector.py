from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def zscore_flags(pmu_freq, window):
    kernel = jnp.ones(window) / window
    mean = jnp.convolve(pmu_freq, kernel, mode="same")
    var = jnp.convolve((pmu_freq - mean) ** 2, kernel, mode="same")
    z = (pmu_freq - mean) / jnp.sqrt(var + 1e-8)
    return jnp.abs(z)
