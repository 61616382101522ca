import jax
import jax.numpy as jnp


def true_peak_limiter(chunk, ceiling_db, release):
    ceiling = 10.0 ** (ceiling_db / 20.0)
    peak = jnp.max(jnp.abs(chunk), axis=0)
    gain = jnp.minimum(1.0, ceiling / jnp.maximum(peak, 1e-9))
    smoothed = jax.lax.associative_scan(jnp.minimum, gain)
    smoothed = smoothed + (1.0 - smoothed) * (1.0 - jnp.exp(-release * jnp.arange(gain.shape[0]) / gain.shape[0]))
    return chunk * smoothed
