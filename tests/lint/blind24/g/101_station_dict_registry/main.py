import jax
import jax.numpy as jnp
import numpy as np

from feed import complete, poll


@jax.jit
def low_stock_share(bikes_by_station):
    counts = jnp.stack(list(bikes_by_station.values()))
    return jnp.mean(counts < 2)


def main():
    rng = np.random.default_rng(6)
    last = {}
    for t in range(6):
        status = complete(poll(rng), last)
        last = status
        print(t, round(float(low_stock_share(status)), 3))


if __name__ == "__main__":
    main()
