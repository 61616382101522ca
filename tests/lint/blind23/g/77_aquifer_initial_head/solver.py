from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("scheme",))
def aquifer_head_step(h, recharge, pumping, transmissivity, storativity, dx, dt, scheme):
    n = h.shape[0]
    lap = jnp.zeros((n, n)).at[jnp.arange(n), jnp.arange(n)].set(-2.0)
    lap = lap.at[jnp.arange(n - 1), jnp.arange(1, n)].set(1.0).at[jnp.arange(1, n), jnp.arange(n - 1)].set(1.0)
    a = transmissivity * dt / (storativity * dx ** 2)
    src = (recharge - pumping) * dt / storativity
    if scheme.value == "explicit":
        return h + a * lap @ h + src
    return jnp.linalg.solve(jnp.eye(n) - a * lap, h + src)
