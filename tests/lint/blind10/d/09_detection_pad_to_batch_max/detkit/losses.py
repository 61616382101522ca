import jax
import jax.numpy as jnp


def box_iou(a, b):
    lt = jnp.maximum(a[:, None, :2], b[None, :, :2])
    rb = jnp.minimum(a[:, None, 2:], b[None, :, 2:])
    inter = jnp.prod(jnp.clip(rb - lt, 0), -1)
    area_a = jnp.prod(a[:, 2:] - a[:, :2], -1)
    area_b = jnp.prod(b[:, 2:] - b[:, :2], -1)
    return inter / (area_a[:, None] + area_b[None] - inter + 1e-6)


def make_anchors(image_size=32, stride=8, size=6.0):
    c = jnp.arange(stride / 2, image_size, stride)
    cx, cy = jnp.meshgrid(c, c)
    centers = jnp.stack([cx.ravel(), cy.ravel()], -1)
    return jnp.concatenate([centers - size / 2, centers + size / 2], -1)
