import jax
import jax.numpy as jnp


@jax.jit
def rms_envelope(clip):
    frames = clip.reshape(-1, 160).astype(jnp.float32)
    rms = jnp.sqrt(jnp.mean(frames ** 2, axis=1))
    return rms / (rms.max() + 1e-9)
