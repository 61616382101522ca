import jax.numpy as jnp


def init_state(params):
    return {"params": params, "step": jnp.zeros((), jnp.int32)}
