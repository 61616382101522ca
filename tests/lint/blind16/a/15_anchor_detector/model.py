import jax
import jax.numpy as jnp
import equinox as eqx


class AnchorHead(eqx.Module):
    conv: eqx.nn.Conv2d
    box: eqx.nn.Conv2d
    obj: eqx.nn.Conv2d

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv = eqx.nn.Conv2d(3, 16, 3, stride=2, padding=1, key=k1)
        self.box = eqx.nn.Conv2d(16, 4, 1, key=k2)
        self.obj = eqx.nn.Conv2d(16, 1, 1, key=k3)

    def __call__(self, image):
        h = jax.nn.relu(self.conv(image))
        boxes = jax.nn.sigmoid(self.box(h)).reshape(4, -1).T
        logits = self.obj(h).reshape(-1)
        return boxes, logits


def box_iou(a, b):
    lt = jnp.maximum(a[:, None, :2], b[None, :, :2])
    rb = jnp.minimum(a[:, None, 2:], b[None, :, 2:])
    inter = jnp.prod(jnp.clip(rb - lt, 0.0), axis=-1)
    area_a = jnp.prod(a[:, 2:] - a[:, :2], axis=-1)
    area_b = jnp.prod(b[:, 2:] - b[:, :2], axis=-1)
    return inter / (area_a[:, None] + area_b[None, :] - inter + 1e-6)
