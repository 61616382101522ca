import jax
import jax.numpy as jnp


@jax.jit
def pitch_stats(f0_voiced):
    cents = 1200 * jnp.log2(f0_voiced / 440.0)
    return {
        "median": jnp.median(cents),
        "range": jnp.max(cents) - jnp.min(cents),
        "vibrato": jnp.std(jnp.diff(cents)),
    }
