import jax
import jax.numpy as jnp


@jax.jit
def control_chart(history, current):
    """Shewhart-type check of the current first-mode frequency against the recent window."""
    mu = jnp.mean(history)
    sd = jnp.std(history) + 1e-3
    z = (current - mu) / sd
    return z, jnp.abs(z) > 3.0
