import jax
import jax.numpy as jnp

LAMBDA = 0.94


@jax.jit
def ewma_update(var, ret):
    return LAMBDA * var + (1.0 - LAMBDA) * ret ** 2


class VolFilter:
    def __init__(self, init_var=1e-4):
        self.var = jnp.asarray(init_var, dtype=jnp.float32)

    def update(self, ret):
        self.var = ewma_update(self.var, ret)
        return jnp.sqrt(self.var)
