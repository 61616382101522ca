import jax
import jax.numpy as jnp
import optax


def cross_entropy(logits, labels):
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def label_smoothed(logits, labels, eps=0.1):
    targets = optax.smooth_labels(jax.nn.one_hot(labels, logits.shape[-1]), eps)
    return optax.softmax_cross_entropy(logits, targets).mean()


def focal(logits, labels, gamma=2.0):
    logp = jax.nn.log_softmax(logits)[jnp.arange(labels.shape[0]), labels]
    return -jnp.mean((1 - jnp.exp(logp)) ** gamma * logp)


LOSSES = {"ce": cross_entropy, "ls": label_smoothed, "focal": focal}
