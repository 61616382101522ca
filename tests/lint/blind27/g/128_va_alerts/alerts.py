import jax
import jax.numpy as jnp


@jax.jit
def va_alert(latest_va, limit):
    # volatile acidity (g/L acetic) against the legal/house limit
    margin = limit - latest_va
    return jnp.any(margin < 0.1), margin.min()
