import jax
import jax.numpy as jnp


def init(key):
    return {"w": jax.random.normal(key, (50, 3)) * 0.05}


@jax.jit
def q_values(params, frames):
    x = frames.reshape((frames.shape[0], -1))
    return x @ params["w"]
