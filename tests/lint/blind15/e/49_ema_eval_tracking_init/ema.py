import jax
import jax.numpy as jnp


class EMATracker:
    def __init__(self, params, decay=0.99, start_step=3):
        self.decay = decay
        self.start_step = start_step
        self.params = jax.tree.map(jnp.array, params)

    def state(self):
        return self.params

    def set(self, ema_params):
        self.params = ema_params

    def effective_decay(self, step):
        return jnp.float32(self.decay if step >= self.start_step else 0.0)
