from functools import partial

import jax
import jax.numpy as jnp

from solver import integrate


def misfit_for(kappa, t0, observed):
    run = jax.jit(partial(integrate, kappa=kappa))
    return float(jnp.mean((run(t0) - observed) ** 2))
