from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class OverbookingPolicy(NamedTuple):
    show_rate: float
    walk_cost: float
    max_extra: int


@partial(jax.jit, static_argnums=(2,))
def overbooking_limit(capacity, room_rate, policy):
    extra = jnp.arange(policy.max_extra + 1)
    booked = capacity + extra
    shows = booked * policy.show_rate
    walked = jnp.maximum(shows - capacity, 0.0)
    gain = room_rate * jnp.minimum(shows, capacity) - policy.walk_cost * walked
    return extra[jnp.argmax(gain)]
