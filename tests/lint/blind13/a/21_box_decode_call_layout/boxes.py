import math

import jax
import jax.numpy as jnp

BBOX_XFORM_CLIP = math.log(1000.0 / 16)


def make_anchors(grid=4, sizes=(4.0, 8.0), stride=8.0):
    ys, xs = jnp.meshgrid(jnp.arange(grid), jnp.arange(grid), indexing="ij")
    centers = (jnp.stack([xs, ys], -1).reshape(-1, 2) + 0.5) * stride
    out = []
    for s in sizes:
        half = jnp.full_like(centers, s / 2)
        out.append(jnp.concatenate([centers - half, centers + half], -1))
    return jnp.concatenate(out)


@jax.jit
def decode_boxes(anchors, deltas, clip=BBOX_XFORM_CLIP):
    wh = anchors[:, 2:] - anchors[:, :2]
    ctr = anchors[:, :2] + 0.5 * wh
    dxy, dwh = deltas[..., :2], jnp.minimum(deltas[..., 2:], clip)
    pred_ctr = ctr + dxy * wh
    pred_wh = wh * jnp.exp(dwh)
    return jnp.concatenate([pred_ctr - 0.5 * pred_wh, pred_ctr + 0.5 * pred_wh], -1)


def box_iou(a, b):
    lt = jnp.maximum(a[..., :2], b[..., :2])
    rb = jnp.minimum(a[..., 2:], b[..., 2:])
    inter = jnp.prod(jnp.clip(rb - lt, 0), -1)
    area = lambda x: jnp.prod(x[..., 2:] - x[..., :2], -1)
    return inter / (area(a) + area(b) - inter + 1e-6)
