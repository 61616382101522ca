from functools import partial

import jax
import jax.numpy as jnp


def bond_forces(x, k=50.0, r0=1.0):
    d = x[1:] - x[:-1]
    r = jnp.linalg.norm(d, axis=1, keepdims=True)
    f = k * (r - r0) * d / r
    return jnp.zeros_like(x).at[:-1].add(f).at[1:].add(-f)


@partial(jax.jit, static_argnames=("cfg",))
def bd_block(x, key, cfg):
    def body(i, x):
        noise = jax.random.normal(jax.random.fold_in(key, i), x.shape)
        return x + cfg.dt / cfg.friction * bond_forces(x) + jnp.sqrt(2 * cfg.kT * cfg.dt / cfg.friction) * noise

    return jax.lax.fori_loop(0, 40, body, x)
