import jax
import jax.numpy as jnp


@jax.jit
def composite_caption(frame, caption_rgba, opacity):
    alpha = caption_rgba[..., 3:] * opacity
    return frame * (1.0 - alpha) + caption_rgba[..., :3] * alpha
