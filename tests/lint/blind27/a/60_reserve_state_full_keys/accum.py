import jax.numpy as jnp


def init_stats():
    return {
        "n": jnp.zeros((), jnp.int32),
        "sum": jnp.zeros((), jnp.float32),
        "sumsq": jnp.zeros((), jnp.float32),
        "max": jnp.full((), -jnp.inf, jnp.float32),
    }
