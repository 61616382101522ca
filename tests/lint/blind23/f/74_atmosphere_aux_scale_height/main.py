import jax.numpy as jnp

from atmosphere import ExponentialAtmosphere
from ballistics import sounding_rocket_apogee

LAUNCH_DAYS = [("day1", 288.15), ("day2", 295.4), ("day3", 279.9), ("day4", 301.2)]


def main():
    for name, t_surface in LAUNCH_DAYS:
        atm = ExponentialAtmosphere.for_day(t_surface)
        apogee = sounding_rocket_apogee(atm, jnp.float32(900.0), jnp.float32(60.0), jnp.float32(0.012))
        print(name, round(float(apogee), 1))


if __name__ == "__main__":
    main()
