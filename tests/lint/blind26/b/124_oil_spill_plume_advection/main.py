import math

import jax.numpy as jnp
import numpy as np

from advect import advect_day


def daily_currents(day, n=200):
    x = np.linspace(0, 1, n)
    return (0.2 + 0.15 * np.sin(2 * np.pi * day / 7) + 0.05 * np.sin(2 * np.pi * x)).astype(np.float32)


def main():
    dx = 500.0
    dt_day = 86400.0
    conc = jnp.asarray(np.exp(-((np.arange(200) - 40) / 8.0) ** 2), jnp.float32)
    for day in range(10):
        u = daily_currents(day)
        n_sub = math.ceil(np.abs(u).max() * dt_day / dx / 0.9)
        conc = advect_day(conc, jnp.asarray(u), dx, dt_day, n_sub)
        print(f"day {day}: {n_sub} substeps, plume peak at cell {int(jnp.argmax(conc))}")


if __name__ == "__main__":
    main()
