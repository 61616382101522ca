import jax
import jax.numpy as jnp


@jax.jit
def lameness_auc(scores, labels):
    pos = scores[:, None] > scores[None, :]
    pair = labels[:, None] * (1 - labels[None, :])
    return (pos * pair).sum() / jnp.maximum(pair.sum(), 1.0)
