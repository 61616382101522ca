import jax.numpy as jnp
import numpy as np

from glicko import rating_period

MAX_GAMES = 8


def pad(a):
    out = np.zeros(MAX_GAMES, np.float32)
    out[: len(a)] = a
    return out


def games_in_period(rng, n_periods):
    for p in range(n_periods):
        n_games = [3, 4, 3, 5, 2][p]
        opp_r = rng.normal(1500, 150, n_games)
        opp_rd = rng.uniform(30, 200, n_games)
        scores = rng.choice([0.0, 0.5, 1.0], n_games)
        played = np.ones(n_games)
        yield pad(opp_r), pad(opp_rd) + 1.0, pad(scores), pad(played)


def main():
    rng = np.random.default_rng(0)
    r, rd = jnp.float32(1500.0), jnp.float32(200.0)
    for opp_r, opp_rd, scores, played in games_in_period(rng, 5):
        r, rd = rating_period(r, rd, opp_r, opp_rd, scores, played)
        print(round(float(r), 1), round(float(rd), 1))


if __name__ == "__main__":
    main()
