from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def assign_calls(car_floor, car_dir, call_floor, cfg):
    dist = jnp.abs(car_floor[None, :] - call_floor[:, None])
    if cfg.policy == "nearest_car":
        cost = dist * cfg.travel_time_per_floor
    else:
        moving_away = jnp.sign(call_floor[:, None] - car_floor[None, :]) != car_dir[None, :]
        cost = dist * cfg.travel_time_per_floor + moving_away * 2 * cfg.door_time
    return jnp.argmin(cost, axis=1)
