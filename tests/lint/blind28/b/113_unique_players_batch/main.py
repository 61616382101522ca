import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def activity_scores(ratings, players, games_per_player):
    r = ratings[players]
    return r * jnp.log1p(games_per_player)


def main():
    rng = np.random.default_rng(2)
    ratings = jnp.asarray(rng.normal(1500, 200, size=500), jnp.float32)
    for hour in range(8):
        # player ids from the last hour's matches (10 per match, 12 matches)
        ids = rng.integers(0, 500, size=120)
        players, counts = np.unique(ids, return_counts=True)
        s = activity_scores(ratings, players.astype(np.int32), counts.astype(np.float32))
        print(hour, len(players), float(s.max()))


if __name__ == "__main__":
    main()
