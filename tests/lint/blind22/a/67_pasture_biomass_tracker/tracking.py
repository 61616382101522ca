import jax
import jax.numpy as jnp


class LossTracker:
    def __init__(self, decay=0.9):
        self.decay = decay
        self.ema = jnp.array(0.0)

    def update(self, loss):
        self.ema = _ema(self.ema, loss, self.decay)
        return self.ema


@jax.jit
def _ema(ema, value, decay):
    return decay * ema + (1 - decay) * value
