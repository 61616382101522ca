import jax
import jax.numpy as jnp


@jax.jit
def impact_features(acc):
    mag = jnp.linalg.norm(acc, axis=-1)
    peak = jnp.max(mag)
    rms = jnp.sqrt(jnp.mean(mag ** 2))
    jerk = jnp.max(jnp.abs(jnp.diff(mag))) * 100.0
    return jnp.stack([peak, rms, jerk])
