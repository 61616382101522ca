import jax.numpy as jnp
import numpy as np

DEFAULT_CUT = np.float32(0.95)


def tuned_cut(history):
    # raise the bar for students who have been guessing
    return jnp.float32(0.95) + jnp.float32(0.02) * jnp.float32(history["guess_rate"] > 0.3)
