import jax
import jax.numpy as jnp


@jax.jit
def jitter_boxes(key, boxes, scale=0.01):
    noise = scale * jax.random.normal(key, boxes.shape)
    return jnp.clip(boxes + noise, 0.0, 1.0)
