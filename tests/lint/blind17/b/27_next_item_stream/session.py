import jax.numpy as jnp


class SessionState:
    def __init__(self):
        self.history = jnp.zeros((0,), jnp.int32)

    def push(self, item_id):
        self.history = jnp.concatenate([self.history, jnp.array([item_id], jnp.int32)])
        return self.history
