import equinox as eqx
import jax.numpy as jnp
import numpy as np

from rating import TeamElo


def season_games(rng, n=4):
    for _ in range(n):
        h, a = rng.choice(8, 2, replace=False)
        yield jnp.int32(h), jnp.int32(a), jnp.float32(rng.choice([0.0, 0.5, 1.0]))


def main():
    rng = np.random.default_rng(0)
    model = TeamElo(jnp.full(8, 1500.0), k=40.0)
    for season in range(3):
        for h, a, r in season_games(rng):
            model = model.play(h, a, r)
        model = TeamElo(model.ratings, k=model.k * 0.75)
        print(season, np.round(np.asarray(model.ratings), 1))


if __name__ == "__main__":
    main()
