import jax
import jax.numpy as jnp


@jax.jit
def best_iou(pred, gt):
    x1 = jnp.maximum(pred[:, None, 0], gt[None, :, 0])
    y1 = jnp.maximum(pred[:, None, 1], gt[None, :, 1])
    x2 = jnp.minimum(pred[:, None, 2], gt[None, :, 2])
    y2 = jnp.minimum(pred[:, None, 3], gt[None, :, 3])
    inter = jnp.clip(x2 - x1, 0) * jnp.clip(y2 - y1, 0)
    area = lambda b: (b[..., 2] - b[..., 0]) * (b[..., 3] - b[..., 1])
    union = area(pred)[:, None] + area(gt)[None, :] - inter
    return jnp.max(inter / union, axis=0)
