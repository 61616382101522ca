import jax
import jax.numpy as jnp


def box_iou(a, b):
    lt = jnp.maximum(a[:, None, :2], b[None, :, :2])
    rb = jnp.minimum(a[:, None, 2:], b[None, :, 2:])
    wh = jnp.clip(rb - lt, 0.0)
    inter = wh[..., 0] * wh[..., 1]
    area_a = (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a[:, None] + area_b[None, :] - inter + 1e-6)


@jax.jit
def matching_loss(pred_boxes, gt_boxes, gt_mask):
    iou = box_iou(pred_boxes, gt_boxes)
    best = iou.max(axis=0)
    per_box = (1.0 - best) * gt_mask
    return per_box.sum() / jnp.maximum(gt_mask.sum(), 1.0)
