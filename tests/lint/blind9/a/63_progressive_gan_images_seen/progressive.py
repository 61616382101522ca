import jax
import jax.numpy as jnp

FADE_IMAGES = 64


def upsample(x):
    return jnp.repeat(jnp.repeat(x, 2, axis=1), 2, axis=2)


@jax.jit
def generate_faded(params, z, images_seen):
    """Blend the new 8x8 block in over the first FADE_IMAGES training images."""
    alpha = jnp.clip(images_seen / FADE_IMAGES, 0.0, 1.0)
    low = jnp.tanh(z @ params["to_4x4"]).reshape(z.shape[0], 4, 4, 3)
    high = jnp.tanh(upsample(low) @ params["refine_8x8"])
    return alpha * high + (1 - alpha) * upsample(low)
