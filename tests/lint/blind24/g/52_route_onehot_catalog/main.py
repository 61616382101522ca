import jax
import jax.numpy as jnp
import numpy as np

from catalog import ROUTE_CATALOG, ROUTE_INDEX


@jax.jit
def weekly_route_means(route_idx, boardings):
    onehot = jax.nn.one_hot(route_idx, len(ROUTE_CATALOG))
    n = onehot.sum(0)
    return jnp.where(n > 0, (onehot.T @ boardings) / jnp.maximum(n, 1.0), jnp.nan)


def main():
    rng = np.random.default_rng(4)
    for week in range(6):
        served = rng.choice(ROUTE_CATALOG, int(rng.integers(5, 9)), replace=False)
        route_ids = rng.choice(served, 400)
        idx = jnp.asarray([ROUTE_INDEX[r] for r in route_ids], jnp.int32)
        means = weekly_route_means(idx, jnp.asarray(rng.poisson(30, 400), jnp.float32))
        print(week, len(served), np.round(np.asarray(means), 1))


if __name__ == "__main__":
    main()
