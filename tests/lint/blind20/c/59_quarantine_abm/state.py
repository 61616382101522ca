from typing import NamedTuple, Optional

import jax
import jax.numpy as jnp


class WorldState(NamedTuple):
    status: jax.Array
    days_infected: jax.Array
    quarantined: Optional[jax.Array] = None


def initial_world(n_agents, n_seed):
    status = jnp.zeros(n_agents, jnp.int32).at[:n_seed].set(1)
    return WorldState(status=status, days_infected=jnp.zeros(n_agents, jnp.int32))


def start_quarantine(world, threshold_days=3):
    q = (world.status == 1) & (world.days_infected >= threshold_days)
    if world.quarantined is not None:
        q = q | world.quarantined
    return world._replace(quarantined=q)
