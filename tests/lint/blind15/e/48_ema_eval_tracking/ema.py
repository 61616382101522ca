import jax
import jax.numpy as jnp


class EMATracker:
    def __init__(self, decay=0.99, start_step=3):
        self.decay = decay
        self.start_step = start_step
        self.params = None

    def state(self):
        return self.params

    def set(self, ema_params):
        self.params = ema_params

    def ready(self, step):
        return step >= self.start_step
