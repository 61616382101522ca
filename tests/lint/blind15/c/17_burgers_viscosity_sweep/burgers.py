from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def simulate(u0, cfg):
    dx = 2 * jnp.pi / cfg.n_grid

    def step(u, _):
        ux = (jnp.roll(u, -1) - jnp.roll(u, 1)) / (2 * dx)
        uxx = (jnp.roll(u, -1) - 2 * u + jnp.roll(u, 1)) / dx ** 2
        u = u + cfg.dt * (-u * ux + cfg.viscosity * uxx)
        return u, None

    u, _ = jax.lax.scan(step, u0, None, length=cfg.n_steps)
    return u
