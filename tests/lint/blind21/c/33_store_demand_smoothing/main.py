import jax.numpy as jnp

from data import store_days
from model import ewma_update


def main():
    level = jnp.full((6,), 12.0, jnp.float32)
    alpha = jnp.float32(0.3)
    for day, sales in store_days(seed=9, n_days=10):
        level, err = ewma_update(level, jnp.asarray(sales), alpha)
        print(f"day {day}: mean abs dev {float(err):.2f}")


if __name__ == "__main__":
    main()
