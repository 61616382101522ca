import jax.numpy as jnp

LEARNING_RATE = jnp.float32(0.3)
INIT = {"K": 8000.0, "r": 0.2, "t0": 20.0}
