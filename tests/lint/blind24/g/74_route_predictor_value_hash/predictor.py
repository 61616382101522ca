from functools import partial

import jax
import jax.numpy as jnp


class LoadModel:
    def __init__(self, route_id, capacity=80.0, seated=35.0):
        self.route_id = route_id
        self.capacity = capacity
        self.seated = seated

    def _key(self):
        return (self.capacity, self.seated)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        return isinstance(other, LoadModel) and self._key() == other._key()

    @partial(jax.jit, static_argnums=0)
    def standing_share(self, boardings, alightings):
        load = jnp.clip(jnp.cumsum(boardings - alightings), 0.0, self.capacity)
        return jnp.mean(jnp.maximum(load - self.seated, 0.0) / load.clip(1.0))
