import numpy as np
import jax.numpy as jnp

from graduation import graduate_table


def main():
    rng = np.random.default_rng(404)
    ages = np.arange(20, 100)
    true_q = 1e-4 * np.exp(0.09 * (ages - 20))
    expo = rng.uniform(800, 3000, ages.size)
    for table in ["male_ns", "male_s", "female_ns", "female_s", "joint"]:
        deaths = rng.poisson(true_q * expo)
        crude = jnp.asarray(deaths / expo, jnp.float32)
        q = graduate_table(crude, jnp.asarray(expo / expo.mean(), jnp.float32), 50.0)
        print(table, round(float(q[45]), 5), round(float(q[-1]), 4))


if __name__ == "__main__":
    main()
