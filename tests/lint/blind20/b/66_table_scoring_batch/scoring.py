import jax
import jax.numpy as jnp


@jax.jit
def table_likelihood(boxes, weights):
    widths = boxes[..., 2] - boxes[..., 0]
    heights = boxes[..., 3] - boxes[..., 1]
    aligned = jnp.abs(boxes[:, :, None, 0] - boxes[:, None, :, 0]) < 0.02
    return jax.nn.sigmoid(weights[0] * aligned.mean(axis=(1, 2)) + weights[1] * (widths / heights).mean(-1))
