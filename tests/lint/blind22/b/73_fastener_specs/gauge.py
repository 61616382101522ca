import functools

import jax
import jax.numpy as jnp

from specs import THREAD_SPECS


@functools.partial(jax.jit, static_argnames=("product",))
def thread_conformance(pitch_meas, major_meas, product):
    spec = THREAD_SPECS[product]
    pitch_ok = jnp.abs(pitch_meas - spec["pitch"]) <= spec["tol"]
    major_ok = jnp.abs(major_meas - spec["major"]) <= 2 * spec["tol"]
    return jnp.mean(pitch_ok & major_ok)
