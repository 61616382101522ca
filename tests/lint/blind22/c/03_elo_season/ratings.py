import jax
import jax.numpy as jnp


@jax.jit
def elo_update(ratings, home, away, result, k):
    diff = ratings[away] - ratings[home]
    expected = 1.0 / (1.0 + 10.0 ** (diff / 400.0))
    delta = k * (result - expected)
    return ratings.at[home].add(delta).at[away].add(-delta)
