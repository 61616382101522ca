import jax
import jax.numpy as jnp


class UncertaintyService:
    """Scores incoming candidate batches for an annotation queue."""

    def __init__(self, dim, n_members=4, seed=0):
        key = jax.random.PRNGKey(seed)
        self.W = jax.random.normal(key, (n_members, dim)) * 0.5
        self._build()

    def _score_impl(self, W, batch):
        preds = jnp.tanh(batch @ W.T)
        return preds.std(axis=1)

    def _build(self):
        self._score = jax.jit(self._score_impl)

    def on_new_labels(self, x, y):
        err = jnp.tanh(x @ self.W.T) - y[:, None]
        self.W = self.W - 0.1 * (err.T @ x) / x.shape[0]

    def handle(self, batch):
        return self._score(self.W, batch)
