from functools import partial

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
    return (y0, y1, x0, x1)


@partial(jax.jit, static_argnames=("box",))
def cutmix(images, labels, perm, box):
    y0, y1, x0, x1 = box
    shuffled = images[perm]
    patched = images.at[:, y0:y1, x0:x1, :].set(shuffled[:, y0:y1, x0:x1, :])
    area = (y1 - y0) * (x1 - x0) / (images.shape[1] * images.shape[2])
    mixed_labels = (1.0 - area) * labels + area * labels[perm]
    return patched, mixed_labels
