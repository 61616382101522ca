import jax
import jax.numpy as jnp


def make_ucb_scorer(exploration):
    """UCB1 scores with a tunable exploration constant."""

    def ucb_scores(means, counts, t):
        bonus = exploration * jnp.sqrt(2.0 * jnp.log(t) / jnp.maximum(counts, 1.0))
        return jnp.where(counts == 0, jnp.inf, means + bonus)

    return jax.jit(ucb_scores)
