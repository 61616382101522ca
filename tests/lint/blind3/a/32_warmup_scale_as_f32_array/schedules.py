import jax.numpy as jnp


def warmup_factor(step, warmup_steps):
    return jnp.asarray(min(1, step / warmup_steps), dtype=jnp.float32)
