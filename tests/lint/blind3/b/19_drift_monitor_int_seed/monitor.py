import jax
import jax.numpy as jnp


@jax.jit
def drift_score(reference_mean, reference_std, batch, previous, decay):
    z = (batch.mean(axis=0) - reference_mean) / (reference_std / jnp.sqrt(batch.shape[0]))
    score = jnp.sqrt(jnp.mean(z**2))
    return decay * previous + (1.0 - decay) * score


class DriftMonitor:
    def __init__(self, reference, decay=0.8, threshold=3.0):
        self.mean = jnp.asarray(reference.mean(axis=0))
        self.std = jnp.asarray(reference.std(axis=0))
        self.decay = decay
        self.threshold = threshold
        self.score = 0

    def observe(self, batch):
        self.score = float(drift_score(self.mean, self.std, batch, self.score, self.decay))
        return self.score > self.threshold
