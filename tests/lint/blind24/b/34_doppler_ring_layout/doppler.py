from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("ring_edges",))
def ring_temperatures(q_lin, k_fuel, t_surface, ring_edges):
    # conduction in a pellet split into annular rings (edges as fractions of radius)
    r2 = jnp.array(ring_edges) ** 2
    mids = 0.5 * (r2[1:] + r2[:-1])
    return t_surface[:, None] + q_lin[:, None] / (4 * jnp.pi * k_fuel) * (1 - mids[None, :])


def effective_doppler_temp(t_rings, ring_edges):
    w = jnp.diff(jnp.array(ring_edges) ** 2)
    return 0.3 * t_rings[:, 0] + 0.7 * (t_rings @ w)
