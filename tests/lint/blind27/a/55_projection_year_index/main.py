import numpy as np
import jax.numpy as jnp

from projection import project_inforce


def main():
    rng = np.random.default_rng(131)
    inforce = jnp.asarray(rng.uniform(100, 1000, 50), jnp.float32)
    qx = jnp.asarray(np.linspace(0.002, 0.02, 50), jnp.float32)
    lapse_rates = jnp.asarray([0.12, 0.09, 0.07, 0.06, 0.05], jnp.float32)
    # first policy year is handled separately for the new business strain report
    inforce, d, l = project_inforce(inforce, lapse_rates, qx, 0)
    print("year 0", round(float(d), 1), round(float(l), 1))
    for year in np.arange(1, 10):
        inforce, d, l = project_inforce(inforce, lapse_rates, qx, year)
        print("year", year, round(float(d), 1), round(float(l), 1))


if __name__ == "__main__":
    main()
