import dataclasses

import jax
import jax.numpy as jnp
import optax


@dataclasses.dataclass(frozen=True)
class SegLossConfig:
    ignore_index: int = 255
    dice_smooth: float = 1e-6


def seg_loss(logits, masks, weights, cfg: SegLossConfig):
    """weights = [ce_weight, dice_weight]."""
    valid = masks != cfg.ignore_index
    safe = jnp.where(valid, masks, 0)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, safe)
    ce = jnp.sum(ce * valid) / jnp.maximum(valid.sum(), 1)
    probs = jax.nn.softmax(logits)
    onehot = jax.nn.one_hot(safe, logits.shape[-1]) * valid[..., None]
    inter = jnp.sum(probs * onehot, axis=(0, 1, 2))
    denom = jnp.sum(probs * valid[..., None] + onehot, axis=(0, 1, 2))
    dice = 1.0 - jnp.mean(2 * inter / jnp.maximum(denom, cfg.dice_smooth))
    return weights[0] * ce + weights[1] * dice
