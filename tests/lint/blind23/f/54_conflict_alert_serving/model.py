import jax
import jax.numpy as jnp
import flax.linen as nn


class ConflictScorer(nn.Module):
    """Scores aircraft pairs for loss of separation from relative kinematics."""

    @nn.compact
    def __call__(self, rel):
        h = nn.relu(nn.Dense(32)(rel))
        return nn.sigmoid(nn.Dense(1)(h))[:, 0]


scorer = ConflictScorer()


@jax.jit
def score_pairs(params, rel):
    return scorer.apply(params, rel)
