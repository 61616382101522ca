import jax
import jax.numpy as jnp


@jax.jit
def ensemble_action(preds, k=0.1):
    """preds[i] is the action predicted for the current step by the chunk issued i steps ago."""
    ages = jnp.arange(preds.shape[0])[::-1]
    w = jnp.exp(-k * ages)
    return jnp.sum(w[:, None] * preds, axis=0) / jnp.sum(w)


class TemporalEnsembler:
    def __init__(self, chunk):
        self.chunk = chunk
        self.history = []  # list of (issued_at, chunk_array)

    def reset(self):
        self.history = []

    def add(self, t, chunk_actions):
        self.history.append((t, chunk_actions))
        self.history = [(s, c) for s, c in self.history if t - s < self.chunk]

    def act(self, t):
        preds = jnp.stack([c[t - s] for s, c in self.history])
        return ensemble_action(preds)
