import jax
import jax.numpy as jnp
import optax


@jax.jit
def masked_nll(logits, targets, mask):
    nll = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
    return (nll * mask).sum(), mask.sum()
