import jax.numpy as jnp
import numpy as np

from forecast import SEASON_DAYS, emergence_probability


def station_weather(seed, n_days=SEASON_DAYS):
    rng = np.random.default_rng(seed)
    t = np.arange(n_days)
    tmax = 18 + 8 * np.sin(t / 20) + rng.normal(0, 2, n_days)
    tmin = tmax - rng.uniform(6, 12, n_days)
    return tmax.astype(np.float32), tmin.astype(np.float32)


def main():
    tmax, tmin = station_weather(0)
    tmax_j, tmin_j = jnp.asarray(tmax), jnp.asarray(tmin)
    for day in range(30, 40):
        observed = jnp.asarray(np.arange(SEASON_DAYS) <= day, jnp.float32)
        p = emergence_probability(tmax_j, tmin_j, observed)
        print(f"day {day}: codling moth emergence p={float(p):.2f}")


if __name__ == "__main__":
    main()
