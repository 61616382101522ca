import jax
import jax.numpy as jnp


@jax.jit
def binary_auc(scores, labels, valid):
    scores = jnp.where(valid, scores, -jnp.inf)
    labels = labels * valid
    order = jnp.argsort(scores)
    ranks = jnp.empty_like(labels).at[order].set(jnp.arange(1, scores.shape[0] + 1, dtype=labels.dtype))
    n_invalid = scores.shape[0] - valid.sum()
    n_pos = labels.sum()
    n_neg = valid.sum() - n_pos
    u = jnp.sum(ranks * labels) - n_pos * n_invalid - n_pos * (n_pos + 1) / 2
    return u / jnp.maximum(n_pos * n_neg, 1)


class RunningMetrics:
    """Accumulates scores over an epoch in a fixed-capacity buffer and reports a running AUC."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.reset()

    def reset(self):
        self.scores = jnp.zeros((self.capacity,), jnp.float32)
        self.labels = jnp.zeros((self.capacity,), jnp.float32)
        self.count = 0

    def update(self, scores, labels):
        n = scores.shape[0]
        self.scores = self.scores.at[self.count:self.count + n].set(scores)
        self.labels = self.labels.at[self.count:self.count + n].set(labels.astype(jnp.float32))
        self.count += n
        valid = jnp.arange(self.capacity) < self.count
        return float(binary_auc(self.scores, self.labels, valid.astype(jnp.float32)))
