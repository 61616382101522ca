from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("levels", "method"))
def image_pyramid(images, levels, method="linear"):
    """Returns a list of progressively half-resolution copies (FPN-style inputs)."""
    out = [images]
    b, h, w, c = images.shape
    for i in range(1, levels):
        out.append(jax.image.resize(images, (b, h >> i, w >> i, c), method))
    return out


def pyramid_features(params, pyramid):
    feats = []
    for level in pyramid:
        feats.append(jax.nn.relu(level @ params).mean(axis=(1, 2)))
    return jnp.concatenate(feats, -1)
