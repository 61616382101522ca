import jax.numpy as jnp


class LossTracker:
    def __init__(self, decay=0.9):
        self.decay = decay
        self.value = None

    def __call__(self, loss):
        if self.value is None:
            self.value = jnp.asarray(loss)
        else:
            self.value = self.decay * self.value + (1 - self.decay) * loss
        return float(self.value)
