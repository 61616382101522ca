import jax.numpy as jnp


def warmup_factor(step, warmup_steps):
    return jnp.asarray(min(1, step / warmup_steps), dtype=jnp.float32)


def inverse_sqrt(step, warmup_steps):
    return warmup_factor(step, warmup_steps) * (max(step, warmup_steps) / warmup_steps) ** -0.5
