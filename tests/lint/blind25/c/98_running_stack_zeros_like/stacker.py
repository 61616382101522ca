import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def add_exposure(state, frame, exptime):
    total, time, n = state
    return total + frame, time + exptime, n + 1


class DriftScanStacker:
    def __init__(self, shape):
        self.state = (jnp.zeros(shape, jnp.float32), jnp.zeros((), jnp.float32), jnp.zeros((), jnp.int32))

    def push(self, frame, exptime):
        self.state = add_exposure(self.state, frame, np.float32(exptime))

    @property
    def rate_image(self):
        total, time, _ = self.state
        return total / time
