import jax
import jax.numpy as jnp
import numpy as np


def class_frequencies(labels, classes):
    counts = np.bincount(labels.ravel(), minlength=classes).astype(np.float64)
    return counts / counts.sum()


def class_weights(freqs):
    weights = jnp.asarray(1.0 / (freqs + 1e-3), jnp.float32)
    return weights / weights.mean()


def weighted_ce(logits, labels, weights):
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, labels[:, None], axis=1)[:, 0]
    return jnp.mean(weights[labels] * nll)
