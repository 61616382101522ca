from functools import partial

import jax
import jax.numpy as jnp

MVC = {"VL": 0.42, "VM": 0.38, "BF": 0.25, "ST": 0.22}


@partial(jax.jit, static_argnames="channels")
def normalise_to_mvc(emg, channels):
    scale = jnp.array([MVC[c] for c in channels])
    return emg / scale[:, None]
