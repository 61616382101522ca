import jax
import jax.numpy as jnp

from stats import RunningMoments


@jax.jit
def standardize(window, mean, std):
    z = (window - mean) / (std + 1e-6)
    return jnp.clip(z, -5.0, 5.0)


class SensorPipeline:
    def __init__(self):
        self.moments = RunningMoments()

    def process(self, window):
        out = standardize(window, self.moments.mean, self.moments.std)
        self.moments.update(window)
        return out
