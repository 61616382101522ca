import jax
import jax.numpy as jnp


def pairwise_iou(boxes):
    lt = jnp.maximum(boxes[:, None, :2], boxes[None, :, :2])
    rb = jnp.minimum(boxes[:, None, 2:], boxes[None, :, 2:])
    inter = jnp.prod(jnp.clip(rb - lt, 0.0), axis=-1)
    area = jnp.prod(boxes[:, 2:] - boxes[:, :2], axis=-1)
    return inter / (area[:, None] + area[None, :] - inter + 1e-6)


def soft_suppress(boxes, scores, iou_threshold):
    iou = pairwise_iou(boxes)
    higher = scores[None, :] > scores[:, None]
    suppressed = jnp.any((iou > iou_threshold) & higher, axis=1)
    return jnp.where(suppressed, 0.0, scores)
