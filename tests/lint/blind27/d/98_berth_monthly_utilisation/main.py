import calendar

import jax
import jax.numpy as jnp
import numpy as np


def month_arrays(year, month, rng):
    n = calendar.monthrange(year, month)[1]
    occ = np.zeros(31, np.float32)
    valid = np.zeros(31, np.float32)
    occ[:n] = rng.uniform(10, 22, n)
    valid[:n] = 1.0
    return occ, valid


@jax.jit
def month_utilisation(berth_hours, valid, n_berths):
    util = berth_hours / (24.0 * n_berths)
    mean = jnp.sum(util * valid) / jnp.sum(valid)
    peak = jnp.max(jnp.where(valid > 0, util, 0.0))
    return mean, peak


def main():
    rng = np.random.default_rng(0)
    for month in range(1, 13):
        occ, valid = month_arrays(2025, month, rng)
        mean, peak = month_utilisation(occ, valid, 1.0)
        print(f"2025-{month:02d} mean {float(mean):.2%} peak {float(peak):.2%}")


if __name__ == "__main__":
    main()
