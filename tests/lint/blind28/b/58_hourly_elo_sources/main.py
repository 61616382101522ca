import jax
import jax.numpy as jnp
import numpy as np

from sources import from_database, from_live_feed


@jax.jit
def elo_batch(ratings, a, b, a_won):
    e = 1.0 / (1.0 + 10.0 ** ((ratings[b] - ratings[a]) / 400.0))
    d = 24.0 * (a_won - e)
    return ratings.at[a].add(d).at[b].add(-d)


def main():
    rng = np.random.default_rng(15)
    ratings = jnp.full(200, 1200.0, jnp.float32)
    for hour in range(8):
        src = from_database if hour < 4 else from_live_feed
        ratings = elo_batch(ratings, *src(rng, 128))
    print(float(ratings.max()), float(ratings.min()))


if __name__ == "__main__":
    main()
