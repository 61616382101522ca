from functools import partial

import jax
import jax.numpy as jnp

from modes import DOWN_PEAK, LUNCH, UP_PEAK


@partial(jax.jit, static_argnames=("mode",))
def zone_assignment(car_floors, demand_by_floor, mode):
    floors = jnp.arange(demand_by_floor.shape[0], dtype=jnp.float32)
    if mode == UP_PEAK:
        park = jnp.zeros_like(car_floors)
    elif mode == DOWN_PEAK:
        park = jnp.full_like(car_floors, floors[-1])
    elif mode == LUNCH:
        park = jnp.linspace(0.0, floors[-1], car_floors.shape[0]) * 0.5
    else:
        centre = jnp.sum(floors * demand_by_floor) / jnp.sum(demand_by_floor)
        park = jnp.full_like(car_floors, centre)
    return jnp.abs(car_floors - park).sum()
