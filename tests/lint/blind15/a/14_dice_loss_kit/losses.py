import jax
import jax.numpy as jnp
import numpy as np


def soft_dice(probs, onehot, eps=1e-6):
    inter = jnp.sum(probs * onehot, axis=(0, 1, 2))
    denom = jnp.sum(probs + onehot, axis=(0, 1, 2))
    return 1.0 - jnp.mean((2 * inter + eps) / (denom + eps))


def present_classes(masks):
    return np.unique(masks).astype(np.int32)
