import jax.numpy as jnp
import numpy as np

DEFAULT_THRESHOLD = jnp.asarray(0.5, dtype=jnp.float32)


def tune_threshold(scores, labels, target_precision=0.8):
    order = np.argsort(-scores)
    tp = np.cumsum(labels[order])
    precision = tp / np.arange(1, len(scores) + 1)
    ok = np.flatnonzero(precision >= target_precision)
    if len(ok) == 0:
        return DEFAULT_THRESHOLD
    return jnp.float32(scores[order][ok[-1]])
