import jax.numpy as jnp
import numpy as np

from kinetics import vitamin_c_remaining

DAYS = jnp.arange(0, 43, 7, dtype=jnp.float32)


def label_claim_check(c0, spec):
    return vitamin_c_remaining(c0, DAYS, jnp.asarray(spec["storage_c"]))


def logger_replay(c0, logger_temps):
    out = []
    for t in logger_temps:
        out.append(vitamin_c_remaining(c0, DAYS, jnp.asarray(t)))
    return out
