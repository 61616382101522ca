from functools import partial

import jax
import jax.numpy as jnp


def specific_balance(z, area, t_anom, ela, gradient):
    b = gradient * (z - (ela + 150.0 * t_anom))
    b = jnp.where(b > 0, 0.55 * b, b)
    return jnp.sum(b * area) / jnp.sum(area)


def balance_series(z, area, ela, t_anoms, gradient=0.007):
    run = jax.jit(partial(specific_balance, ela=ela, gradient=gradient))
    return [float(run(z, area, t)) for t in t_anoms]
