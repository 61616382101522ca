from typing import NamedTuple

import jax
import jax.numpy as jnp


class WorldState(NamedTuple):
    status: jax.Array
    days_infected: jax.Array
    quarantined: jax.Array


def initial_world(n_agents, n_seed):
    status = jnp.zeros(n_agents, jnp.int32).at[:n_seed].set(1)
    return WorldState(status=status, days_infected=jnp.zeros(n_agents, jnp.int32),
                      quarantined=jnp.zeros(n_agents, dtype=bool))


def start_quarantine(world, threshold_days=3):
    q = (world.status == 1) & (world.days_infected >= threshold_days)
    return world._replace(quarantined=q | world.quarantined)
