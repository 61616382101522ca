import jax
import jax.numpy as jnp
import numpy as np

from loader import daily_orders


@jax.jit
def basket_stats(units, price):
    revenue = units @ price
    basket_size = units.sum(axis=1)
    aov = revenue.mean()
    return aov, basket_size.mean(), jnp.corrcoef(basket_size, revenue)[0, 1]


def main():
    rng = np.random.default_rng(0)
    for day, (units, price) in enumerate(daily_orders(rng)):
        aov, size, corr = basket_stats(units, price)
        print(day, round(float(aov), 2), round(float(size), 2))


if __name__ == "__main__":
    main()
