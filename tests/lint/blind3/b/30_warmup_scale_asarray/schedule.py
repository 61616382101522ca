import jax.numpy as jnp


def warmup_scale(step, warmup_steps):
    """Linear warm-up of the step size, then constant (as a float32 scalar)."""
    return jnp.asarray(min(1, step / warmup_steps), dtype=jnp.float32)
