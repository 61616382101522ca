from functools import partial

import jax
import jax.numpy as jnp


class ItemBank:
    def __init__(self, difficulty, discrimination):
        self.difficulty = difficulty
        self.discrimination = discrimination
        self.exposure = {}

    @partial(jax.jit, static_argnums=0)
    def fisher_info(self, theta, used):
        p = jax.nn.sigmoid(self.discrimination * (theta - self.difficulty))
        info = self.discrimination ** 2 * p * (1 - p)
        return jnp.where(used, -jnp.inf, info)

    def next_item(self, theta, used):
        item = int(jnp.argmax(self.fisher_info(theta, used)))
        self.exposure[item] = self.exposure.get(item, 0) + 1
        return item
