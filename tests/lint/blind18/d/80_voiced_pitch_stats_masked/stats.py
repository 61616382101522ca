import jax
import jax.numpy as jnp


@jax.jit
def pitch_stats(f0, voiced):
    cents = jnp.where(voiced, 1200 * jnp.log2(jnp.where(voiced, f0, 440.0) / 440.0), jnp.nan)
    step = jnp.diff(cents)
    return {
        "median": jnp.nanmedian(cents),
        "range": jnp.nanmax(cents) - jnp.nanmin(cents),
        "vibrato": jnp.nanstd(step),
    }
