import jax
import jax.numpy as jnp


@jax.jit
def apply_results(ratings, results):
    """ratings: {name: rating}; results: (white_onehot, black_onehot, score) arrays over the roster."""
    names = sorted(ratings)
    r = jnp.stack([ratings[n] for n in names])
    white, black, score = results
    rw, rb = white @ r, black @ r
    expected = 1.0 / (1.0 + 10.0 ** ((rb - rw) / 400.0))
    delta = 20.0 * (score - expected)
    r = r + white.T @ delta - black.T @ delta
    return {n: r[i] for i, n in enumerate(names)}
