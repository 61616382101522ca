from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def channel_tide(eta, u, cfg, forcing_amp):
    dt = cfg.dt

    def step(carry, i):
        eta, u = carry
        eta = eta.at[0].set(forcing_amp * jnp.sin(2 * jnp.pi * i * dt / 44714.0))
        u = u.at[1:-1].add(-dt * cfg.g * (eta[1:] - eta[:-1]) / cfg.dx - dt * cfg.friction * u[1:-1])
        eta = eta.at[1:].add(-dt * cfg.depth * (u[2:] - u[1:-1]) / cfg.dx)
        return (eta, u), eta[-1]

    (eta, u), head = jax.lax.scan(step, (eta, u), jnp.arange(400))
    return eta, u, head
