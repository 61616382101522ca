import jax.numpy as jnp


class BarHistory:
    def __init__(self, first_price):
        self.log_px = jnp.log(jnp.asarray([first_price], dtype=jnp.float32))

    def push(self, price):
        self.log_px = jnp.concatenate([self.log_px, jnp.log(jnp.asarray([price], dtype=jnp.float32))])
        return self.log_px
