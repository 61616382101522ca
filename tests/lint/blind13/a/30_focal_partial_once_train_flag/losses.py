import jax
import jax.numpy as jnp


def sigmoid_focal_loss(logits, targets, alpha=0.25, gamma=2.0):
    p = jax.nn.sigmoid(logits)
    ce = jnp.logaddexp(0.0, logits) - targets * logits
    p_t = p * targets + (1 - p) * (1 - targets)
    alpha_t = alpha * targets + (1 - alpha) * (1 - targets)
    return jnp.sum(alpha_t * ce * (1 - p_t) ** gamma) / jnp.maximum(targets.sum(), 1.0)
