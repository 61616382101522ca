import jax
import jax.numpy as jnp
import numpy as np

from exports import as_route_major, read_export


@jax.jit
def route_phf(route_by_hour):
    return route_by_hour.max(axis=1) * 4 / jnp.maximum(route_by_hour.sum(axis=1), 1.0)


def main():
    rng = np.random.default_rng(0)
    for day in range(7):
        m = as_route_major(read_export(rng, day))
        print(day, round(float(route_phf(m).mean()), 3))


if __name__ == "__main__":
    main()
