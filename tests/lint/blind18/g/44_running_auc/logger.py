import jax
import jax.numpy as jnp


@jax.jit
def binary_auc(scores, labels):
    order = jnp.argsort(scores)
    ranks = jnp.empty_like(scores).at[order].set(jnp.arange(1, scores.shape[0] + 1, dtype=scores.dtype))
    n_pos = labels.sum()
    n_neg = labels.shape[0] - n_pos
    return (jnp.sum(ranks * labels) - n_pos * (n_pos + 1) / 2) / jnp.maximum(n_pos * n_neg, 1)


class RunningMetrics:
    """Accumulates scores over an epoch and reports a running AUC after every batch."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.scores = jnp.zeros((0,), jnp.float32)
        self.labels = jnp.zeros((0,), jnp.float32)

    def update(self, scores, labels):
        self.scores = jnp.concatenate([self.scores, scores])
        self.labels = jnp.concatenate([self.labels, labels.astype(jnp.float32)])
        return float(binary_auc(self.scores, self.labels))
