import jax.numpy as jnp


def lr_multiplier(step, warmup_steps):
    return jnp.asarray(min(1, step / warmup_steps), dtype=jnp.float32)
