import jax
import jax.numpy as jnp


def pairwise_iou(boxes):
    lt = jnp.maximum(boxes[:, None, :2], boxes[None, :, :2])
    rb = jnp.minimum(boxes[:, None, 2:], boxes[None, :, 2:])
    inter = jnp.prod(jnp.clip(rb - lt, 0), -1)
    area = jnp.prod(boxes[:, 2:] - boxes[:, :2], -1)
    return inter / (area[:, None] + area[None] - inter + 1e-6)


def fixed_size_nms(boxes, scores, iou_thresh):
    order = jnp.argsort(-scores)
    boxes, scores = boxes[order], scores[order]
    iou = pairwise_iou(boxes)
    n = boxes.shape[0]

    def body(i, keep):
        suppressed = jnp.any((iou[i] > iou_thresh) & keep & (jnp.arange(n) < i))
        return keep.at[i].set(~suppressed)

    keep = jax.lax.fori_loop(0, n, body, jnp.ones(n, bool))
    return boxes, jnp.where(keep, scores, 0.0)
