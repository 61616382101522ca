import jax
import jax.numpy as jnp


@jax.jit
def apply_results(ratings, results):
    """ratings: (capacity,) array; results: (white_onehot, black_onehot, score) over roster slots."""
    white, black, score = results
    rw, rb = white @ ratings, black @ ratings
    expected = 1.0 / (1.0 + 10.0 ** ((rb - rw) / 400.0))
    delta = 20.0 * (score - expected)
    return ratings + white.T @ delta - black.T @ delta
