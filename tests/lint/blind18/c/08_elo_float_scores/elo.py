import jax
import jax.numpy as jnp


@jax.jit
def elo_update(ratings, white, black, score_white, k=24.0):
    diff = ratings[black] - ratings[white]
    expected = 1.0 / (1.0 + 10.0 ** (diff / 400.0))
    delta = k * (score_white - expected)
    ratings = ratings.at[white].add(delta)
    ratings = ratings.at[black].add(-delta)
    return ratings
