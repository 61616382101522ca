from functools import partial

import jax
import jax.numpy as jnp


def polarisation(cov_stack, eps):
    evals, evecs = jnp.linalg.eigh(cov_stack + eps * jnp.eye(3))
    rect = 1 - (evals[..., 0] + evals[..., 1]) / (2 * evals[..., 2])
    incidence = jnp.degrees(jnp.arccos(jnp.abs(evecs[..., 0, 2])))
    return rect, incidence


rectilinearity = jax.jit(partial(polarisation, eps=1e-6))
