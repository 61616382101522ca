import jax
import jax.numpy as jnp
import numpy as np

from league import tournament_weight


@jax.jit
def team_rating_update(ratings, a, b, a_won, weight):
    e = jax.nn.sigmoid((ratings[a] - ratings[b]) / 100.0)
    d = 20.0 * weight * (a_won - e)
    return ratings.at[a].add(d).at[b].add(-d)


def main():
    rng = np.random.default_rng(0)
    ratings = jnp.zeros(24, jnp.float32)
    schedule = ["online", "online", "minor", "online", "major", "minor", "online"]
    for event in schedule:
        a = rng.choice(24, 12, replace=False).astype(np.int32)
        b = np.setdiff1d(np.arange(24), a).astype(np.int32)
        won = rng.integers(0, 2, 12).astype(np.float32)
        ratings = team_rating_update(ratings, a, b, won, tournament_weight(event))
    print(np.round(np.asarray(ratings[:6]), 2))


if __name__ == "__main__":
    main()
