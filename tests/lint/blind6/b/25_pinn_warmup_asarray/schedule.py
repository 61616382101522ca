import jax.numpy as jnp


def warmup_scale(step, warmup):
    return jnp.asarray(min(1, step / warmup), dtype=jnp.float32)
