from functools import partial

import jax
import jax.numpy as jnp

C = jnp.array([-1, 0, 1])
W = jnp.array([1 / 6, 2 / 3, 1 / 6])


def equilibrium(rho, u):
    cu = C[:, None] * u[None, :]
    return W[:, None] * rho[None, :] * (1 + 3 * cu + 4.5 * cu ** 2 - 1.5 * u[None, :] ** 2)


@partial(jax.jit, static_argnums=(1,))
def collide_stream(f, cfg):
    rho = f.sum(0)
    u = (C[:, None] * f).sum(0) / rho
    u = u.at[0].set(cfg.inflow)
    f = f - (f - equilibrium(rho, u)) / cfg.tau
    return jnp.stack([jnp.roll(f[i], int(c)) for i, c in enumerate([-1, 0, 1])])
