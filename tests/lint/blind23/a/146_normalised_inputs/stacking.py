from functools import partial

import jax
import jax.numpy as jnp

NORM = {"u10": (0.0, 5.0), "v10": (0.0, 5.0), "t2m": (285.0, 10.0)}


@partial(jax.jit, static_argnames=("names",))
def normalised_stack(fields, names):
    return jnp.stack([(fields[n] - NORM[n][0]) / NORM[n][1] for n in sorted(names)])
