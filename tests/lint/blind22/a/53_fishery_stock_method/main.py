import dataclasses

import jax.numpy as jnp
import numpy as np

from stock import AgeStructuredStock


def main():
    rng = np.random.default_rng(0)
    stock = AgeStructuredStock(n_ages=6, natural_mortality=0.2)
    numbers = jnp.asarray(np.array([900, 600, 400, 250, 150, 120], np.float32))
    f_at_age = jnp.asarray(np.array([0.0, 0.1, 0.3, 0.4, 0.4, 0.4], np.float32))
    for _ in range(6):
        recruits = jnp.float32(rng.lognormal(np.log(850), 0.3))
        numbers, catch = stock.advance(numbers, f_at_age, recruits)
        print(stock.year, round(float(catch), 1))
        stock = dataclasses.replace(stock, year=stock.year + 1)


if __name__ == "__main__":
    main()
