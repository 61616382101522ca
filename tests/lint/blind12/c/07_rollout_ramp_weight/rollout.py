import jax
import jax.numpy as jnp


@jax.jit
def blend_scores(old_scores, new_scores, alpha):
    return (1.0 - alpha) * old_scores + alpha * new_scores


class GradualRollout:
    """Shift traffic from the incumbent ranker to the candidate over `ramp_batches` batches."""

    def __init__(self, ramp_batches):
        self.ramp_batches = ramp_batches
        self.served = 0

    @property
    def weight(self):
        return min(1, self.served / self.ramp_batches)

    def rank(self, old_scores, new_scores):
        scores = blend_scores(old_scores, new_scores, self.weight)
        self.served += 1
        return jnp.argsort(-scores, axis=-1)[:, :5]
