import jax
import jax.numpy as jnp


@jax.jit
def random_flip_and_jitter(key, images, boxes, labels):
    k_flip, k_bright = jax.random.split(key)
    width = images.shape[2]
    flip = jax.random.bernoulli(k_flip, 0.5, (images.shape[0],))
    images = jnp.where(flip[:, None, None, None], images[:, :, ::-1, :], images)
    x0, y0, x1, y1 = jnp.split(boxes, 4, axis=-1)
    flipped = jnp.concatenate([width - x1, y0, width - x0, y1], axis=-1)
    valid = (labels >= 0)[..., None]
    boxes = jnp.where(flip[:, None, None] & valid, flipped, boxes)
    scale = jax.random.uniform(k_bright, (images.shape[0], 1, 1, 1), minval=0.8, maxval=1.2)
    return jnp.clip(images * scale, 0.0, 1.0), boxes
