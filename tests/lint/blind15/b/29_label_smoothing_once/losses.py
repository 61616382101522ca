import functools

import jax.numpy as jnp
import optax


def smoothed_ce(logits, labels, mask, smoothing):
    vocab = logits.shape[-1]
    onehot = optax.smooth_labels(jax_one_hot(labels, vocab), smoothing)
    nll = optax.softmax_cross_entropy(logits, onehot)
    return (nll * mask).sum() / mask.sum()


def jax_one_hot(labels, vocab):
    return (labels[..., None] == jnp.arange(vocab)).astype(jnp.float32)


def get_loss(cfg):
    return functools.partial(smoothed_ce, smoothing=cfg["label_smoothing"])
