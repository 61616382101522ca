import jax.numpy as jnp


def init_rate_constants():
    return {
        "k_forward": jnp.array(0.5),
        "k_backward": jnp.array(0.1),
    }
