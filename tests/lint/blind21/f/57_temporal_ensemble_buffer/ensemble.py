import jax
import jax.numpy as jnp


@jax.jit
def ensemble_action(preds, valid, k=0.1):
    """preds[i] is the action predicted for the current step by the chunk issued i steps ago."""
    ages = jnp.arange(preds.shape[0])
    w = jnp.exp(-k * ages) * valid
    return jnp.sum(w[:, None] * preds, axis=0) / jnp.sum(w)


class TemporalEnsembler:
    def __init__(self, chunk):
        self.chunk = chunk
        self.reset()

    def reset(self):
        self.history = [None] * self.chunk  # slot i: chunk issued i steps ago

    def add(self, t, chunk_actions):
        self.history = [(t, chunk_actions)] + self.history[:-1]

    def act(self, t):
        ref = self.history[0][1]
        preds, valid = [], []
        for entry in self.history:
            if entry is None:
                preds.append(jnp.zeros_like(ref[0]))
                valid.append(0.0)
            else:
                s, c = entry
                preds.append(c[t - s])
                valid.append(1.0)
        return ensemble_action(jnp.stack(preds), jnp.asarray(valid, jnp.float32))
