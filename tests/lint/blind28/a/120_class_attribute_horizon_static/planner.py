from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("horizon",))
def inventory_projection(on_hand, daily_arrivals, daily_departures, horizon):
    def step(rooms, t):
        rooms = rooms - daily_arrivals[t] + daily_departures[t]
        return rooms, rooms
    _, path = jax.lax.scan(step, on_hand, jnp.arange(horizon))
    return path


class InventoryPlanner:
    HORIZON = 14

    def __init__(self, capacity):
        self.capacity = capacity

    def project(self, arrivals, departures):
        on_hand = jnp.float32(self.capacity) - arrivals[0]
        return inventory_projection(on_hand, arrivals, departures, horizon=self.HORIZON)
