import jax
import jax.numpy as jnp
import numpy as np

from feed import station_status


@jax.jit
def empty_station_share(bikes_by_station):
    counts = jnp.stack(list(bikes_by_station.values()))
    return jnp.mean(counts < 2)


def main():
    rng = np.random.default_rng(6)
    for poll in range(6):
        status = station_status(rng)
        print(poll, len(status), round(float(empty_station_share(status)), 3))


if __name__ == "__main__":
    main()
