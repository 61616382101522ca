import jax
import jax.numpy as jnp
import numpy as np

from data import month_of_arrivals


@jax.jit
def weekend_uplift(arrivals, weekend):
    we = jnp.sum(arrivals * weekend) / jnp.sum(weekend)
    wd = jnp.sum(arrivals * (1 - weekend)) / jnp.sum(1 - weekend)
    return we / wd - 1.0


def main():
    rng = np.random.default_rng(0)
    for month in range(1, 13):
        arrivals, weekend = month_of_arrivals(2026, month, rng)
        print(2026, month, f"{100 * float(weekend_uplift(arrivals, weekend)):.1f}%")


if __name__ == "__main__":
    main()
