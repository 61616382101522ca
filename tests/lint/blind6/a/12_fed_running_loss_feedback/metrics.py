import jax
import jax.numpy as jnp


@jax.jit
def ema_update(running, value, decay):
    return decay * running + (1 - decay) * value
