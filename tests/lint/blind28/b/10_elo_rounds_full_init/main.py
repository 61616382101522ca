import jax
import jax.numpy as jnp
import numpy as np

from ratings import fresh_ratings, expected_score


@jax.jit
def elo_round(ratings, a, b, score_a):
    ea = expected_score(ratings[a], ratings[b])
    delta = 32.0 * (score_a - ea)
    ratings = ratings.at[a].add(delta)
    ratings = ratings.at[b].add(-delta)
    return ratings


def main():
    rng = np.random.default_rng(0)
    ratings = fresh_ratings(50)
    for rnd in range(10):
        a = rng.permutation(50)[:25].astype(np.int32)
        b = np.setdiff1d(np.arange(50), a).astype(np.int32)
        score_a = rng.integers(0, 2, size=25).astype(np.float32)
        ratings = elo_round(ratings, a, b, score_a)
    print(float(ratings.max()), float(ratings.min()))


if __name__ == "__main__":
    main()
