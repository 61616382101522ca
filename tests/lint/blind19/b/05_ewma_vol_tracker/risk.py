import jax
import jax.numpy as jnp

LAMBDA = 0.94


@jax.jit
def ewma_update(var, ret):
    return LAMBDA * var + (1.0 - LAMBDA) * ret ** 2


class VolTracker:
    def __init__(self):
        self.var = 0.0

    def update(self, ret):
        self.var = ewma_update(self.var, ret)
        return jnp.sqrt(self.var)
