import jax.numpy as jnp
import numpy as np

from ratings import elo_update

N_TEAMS = 8
K_REGULAR = 20
K_PLAYOFF = 32.0


def fixtures(seed=0):
    rng = np.random.default_rng(seed)
    for week in range(10):
        h, a = rng.choice(N_TEAMS, size=2, replace=False)
        result = float(rng.choice([0.0, 0.5, 1.0]))
        yield week, int(h), int(a), result


def main():
    ratings = jnp.full((N_TEAMS,), 1500.0)
    for week, h, a, result in fixtures():
        k = K_PLAYOFF if week >= 7 else K_REGULAR
        ratings = elo_update(ratings, h, a, result, k)
    print(np.round(np.asarray(ratings), 1))


if __name__ == "__main__":
    main()
