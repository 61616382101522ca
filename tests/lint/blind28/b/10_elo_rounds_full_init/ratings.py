import jax.numpy as jnp


def fresh_ratings(n_players, base=1500.0):
    return jnp.full((n_players,), base)


def expected_score(ra, rb):
    return 1.0 / (1.0 + 10.0 ** ((rb - ra) / 400.0))
