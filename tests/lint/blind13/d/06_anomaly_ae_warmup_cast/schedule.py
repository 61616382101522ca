import jax.numpy as jnp


def kl_weight(step, anneal_steps):
    w = min(1, step / anneal_steps)
    return jnp.asarray(w, dtype=jnp.float32)
