import jax
import jax.numpy as jnp


@jax.jit
def crest_and_kurtosis(x, window=jnp.hanning(512)):
    """Condition indicators of gearbox/bearing vibration of a movable bridge drive."""
    seg = x.reshape(-1, 512) * window
    rms = jnp.sqrt(jnp.mean(seg ** 2, axis=1))
    crest = jnp.max(jnp.abs(seg), axis=1) / rms
    z = (seg - seg.mean(1, keepdims=True)) / seg.std(1, keepdims=True)
    kurt = jnp.mean(z ** 4, axis=1)
    return crest.mean(), kurt.mean()
