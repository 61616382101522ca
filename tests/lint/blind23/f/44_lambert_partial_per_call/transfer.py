from functools import partial

import jax
import jax.numpy as jnp

MU_SUN = 1.32712440018e11


def hohmann_dv(r1, r2, mu):
    a = 0.5 * (r1 + r2)
    v1 = jnp.sqrt(mu / r1)
    v2 = jnp.sqrt(mu / r2)
    dv1 = jnp.abs(jnp.sqrt(mu * (2 / r1 - 1 / a)) - v1)
    dv2 = jnp.abs(v2 - jnp.sqrt(mu * (2 / r2 - 1 / a)))
    return dv1 + dv2, jnp.pi * jnp.sqrt(a ** 3 / mu) / 86400.0


def transfer_budget(r_departure, r_arrival):
    solve = jax.jit(partial(hohmann_dv, mu=MU_SUN))
    return solve(r_departure, r_arrival)
