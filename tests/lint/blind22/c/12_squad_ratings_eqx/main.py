import jax.numpy as jnp
import numpy as np

from rating import PlayerRatings, update_after_game


def main():
    n_players = 10
    ratings = PlayerRatings(jnp.zeros(n_players), jnp.ones(n_players), jnp.array(0, jnp.int32))
    rng = np.random.default_rng(3)
    for _ in range(6):
        i, j = rng.choice(n_players, 2, replace=False)
        outcome = float(rng.random() < 0.5)
        ratings = update_after_game(ratings, jnp.int32(i), jnp.int32(j), jnp.float32(outcome))
    print(np.round(np.asarray(ratings.mu), 3), int(ratings.games_played))


if __name__ == "__main__":
    main()
