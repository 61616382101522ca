import jax
import jax.numpy as jnp


@jax.jit
def deflicker_frame(frame, running_mean, decay):
    mean = frame.mean()
    if running_mean is None:
        target = mean
    else:
        target = decay * running_mean + (1.0 - decay) * mean
    return frame * (target / jnp.maximum(mean, 1e-6)), target


class Deflicker:
    def __init__(self, decay=0.9):
        self.decay = decay
        self.state = None

    def process(self, frame):
        out, self.state = deflicker_frame(frame, self.state, self.decay)
        return out
