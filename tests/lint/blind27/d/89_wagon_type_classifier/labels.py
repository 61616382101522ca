import jax.numpy as jnp
import numpy as np


def annotated_labels(rng, n):
    return np.array([int(v) for v in rng.integers(0, 4, n)])


def pseudo_labels(logits):
    return jnp.argmax(logits, axis=-1)
