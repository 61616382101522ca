import jax
import jax.numpy as jnp
import numpy as np


def sample_box(rng, size, alpha=1.0):
    lam = rng.beta(alpha, alpha)
    cut = int(size * np.sqrt(1.0 - lam))
    cy = int(rng.integers(0, size))
    cx = int(rng.integers(0, size))
    y0, y1 = max(cy - cut // 2, 0), min(cy + cut // 2, size)
    x0, x1 = max(cx - cut // 2, 0), min(cx + cut // 2, size)
    return jnp.array([y0, y1, x0, x1], jnp.int32)


@jax.jit
def cutmix(images, labels, perm, box):
    h, w = images.shape[1], images.shape[2]
    rows = jnp.arange(h)[:, None]
    cols = jnp.arange(w)[None, :]
    inside = (rows >= box[0]) & (rows < box[1]) & (cols >= box[2]) & (cols < box[3])
    mask = inside[None, :, :, None]
    patched = jnp.where(mask, images[perm], images)
    area = inside.mean()
    mixed_labels = (1.0 - area) * labels + area * labels[perm]
    return patched, mixed_labels
