import jax
import jax.numpy as jnp
import numpy as np

MAX_PLAYERS_PER_HOUR = 120


@jax.jit
def hourly_activity(ratings, ids):
    players, counts = jnp.unique(ids, return_counts=True, size=MAX_PLAYERS_PER_HOUR, fill_value=-1)
    valid = players >= 0
    r = ratings[jnp.where(valid, players, 0)]
    return jnp.where(valid, r * jnp.log1p(counts), -jnp.inf), valid.sum()


def main():
    rng = np.random.default_rng(2)
    ratings = jnp.asarray(rng.normal(1500, 200, size=500), jnp.float32)
    for hour in range(8):
        ids = rng.integers(0, 500, size=120).astype(np.int32)
        s, n = hourly_activity(ratings, ids)
        print(hour, int(n), float(s.max()))


if __name__ == "__main__":
    main()
