import jax
import jax.numpy as jnp


@jax.jit
def chroma_key(frame, screen_color, garbage=None):
    dist = jnp.linalg.norm(frame - screen_color, axis=-1)
    alpha = jnp.clip((dist - 0.15) / 0.25, 0.0, 1.0)
    if garbage is not None:
        alpha = alpha * garbage
    return alpha
