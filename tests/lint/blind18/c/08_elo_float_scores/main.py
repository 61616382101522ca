import jax.numpy as jnp
import numpy as np

from elo import elo_update
from tournament import play_round, round_robin_round

NUM_PLAYERS = 8


def main():
    tier = [p // 2 for p in range(NUM_PLAYERS)]
    ratings = jnp.full(NUM_PLAYERS, 1500.0)
    for rnd in range(NUM_PLAYERS - 1):
        pairings = round_robin_round(NUM_PLAYERS, rnd)
        whites, blacks, scores = play_round(tier, pairings)
        ratings = elo_update(ratings, whites, blacks, scores)
        print(rnd, scores.dtype, np.round(np.asarray(ratings)).astype(int))


if __name__ == "__main__":
    main()
