import jax.numpy as jnp
import numpy as np

from forecast import emergence_probability


def station_weather(seed, n_days=40):
    rng = np.random.default_rng(seed)
    t = np.arange(n_days)
    tmax = 18 + 8 * np.sin(t / 20) + rng.normal(0, 2, n_days)
    tmin = tmax - rng.uniform(6, 12, n_days)
    return tmax.astype(np.float32), tmin.astype(np.float32)


def main():
    tmax, tmin = station_weather(0)
    for day in range(30, 40):
        p = emergence_probability(jnp.asarray(tmax[: day + 1]), jnp.asarray(tmin[: day + 1]))
        print(f"day {day}: codling moth emergence p={float(p):.2f}")


if __name__ == "__main__":
    main()
