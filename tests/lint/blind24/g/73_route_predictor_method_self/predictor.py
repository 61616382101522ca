from functools import partial

import jax
import jax.numpy as jnp


class RouteLoadPredictor:
    def __init__(self, route_id, n_stops, capacity=80.0):
        self.route_id = route_id
        self.n_stops = n_stops
        self.capacity = capacity

    @partial(jax.jit, static_argnums=0)
    def onboard_profile(self, boardings, alightings):
        load = jnp.cumsum(boardings - alightings)
        return jnp.clip(load, 0.0, None) / self.capacity
