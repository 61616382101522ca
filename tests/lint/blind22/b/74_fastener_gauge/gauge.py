import jax
import jax.numpy as jnp
import numpy as np

from specs import THREAD_SPECS


def spec_arrays(product):
    spec = THREAD_SPECS[product]
    return {k: np.float32(v) for k, v in spec.items()}


@jax.jit
def thread_conformance(pitch_meas, major_meas, spec):
    pitch_ok = jnp.abs(pitch_meas - spec["pitch"]) <= spec["tol"]
    major_ok = jnp.abs(major_meas - spec["major"]) <= 2 * spec["tol"]
    return jnp.mean(pitch_ok & major_ok)
