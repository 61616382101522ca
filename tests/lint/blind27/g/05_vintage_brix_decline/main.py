from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

# days from crush to dryness recorded for each vintage
VINTAGE_DAYS = {2018: 12, 2019: 14, 2020: 11, 2021: 14, 2022: 13, 2023: 12}


@partial(jax.jit, static_argnums=(2,))
def brix_trajectory(brix0, rate, n_days):
    days = jnp.arange(n_days, dtype=jnp.float32)
    return brix0 * jnp.exp(-rate * days)


def main():
    rng = np.random.default_rng(3)
    for vintage, n_days in VINTAGE_DAYS.items():
        brix0 = jnp.float32(rng.uniform(22, 26))
        rate = jnp.float32(rng.uniform(0.2, 0.35))
        traj = brix_trajectory(brix0, rate, n_days)
        print(vintage, "final brix", round(float(traj[-1]), 2))


if __name__ == "__main__":
    main()
