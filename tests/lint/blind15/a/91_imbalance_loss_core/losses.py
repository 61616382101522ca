import jax
import jax.numpy as jnp
import numpy as np
import optax


def effective_number_weights(counts, beta=0.99):
    effective = 1.0 - np.power(beta, counts)
    weights = (1.0 - beta) / np.maximum(effective, 1e-8)
    weights = weights / weights.sum() * len(counts)
    return weights.astype(np.float32)


def weighted_xent(logits, labels, class_weights):
    w = class_weights[labels]
    per_example = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return jnp.sum(w * per_example) / jnp.sum(w)
