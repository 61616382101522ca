import jax
import jax.numpy as jnp
import optax


def smoothed_ce(logits, labels, smoothing=0.0):
    onehot = jax.nn.one_hot(labels, logits.shape[-1])
    return optax.softmax_cross_entropy(logits, optax.smooth_labels(onehot, smoothing)).mean()
