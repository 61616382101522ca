from functools import partial

import jax
import jax.numpy as jnp

MAX_HORIZON = 26


@partial(jax.jit, static_argnames=("horizon",))
def metres_rollout(growth, base_metres, horizon=MAX_HORIZON):
    weeks = jnp.arange(1, horizon + 1, dtype=jnp.float32)
    return base_metres[:, None] * (1 + growth[:, None]) ** (weeks[None, :] / 52)


def fabric_need(growth, base_metres, weeks_ahead):
    path = metres_rollout(growth, base_metres, horizon=MAX_HORIZON)
    return path[:, :weeks_ahead].sum(axis=1)
