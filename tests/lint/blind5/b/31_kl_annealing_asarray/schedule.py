import jax.numpy as jnp


def kl_weight(step, warmup):
    return jnp.asarray(min(1, step / warmup), dtype=jnp.float32)
