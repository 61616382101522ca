import jax
import jax.numpy as jnp
import numpy as np

from weather import hourly_forecast


@jax.jit
def pool_attendance(weather, base_profile):
    comfort = jnp.exp(-0.5 * ((weather["temp"] - 28.0) / 5.0) ** 2)
    return base_profile * comfort * (1.0 - 0.8 * weather["rain"])


def main():
    rng = np.random.default_rng(0)
    hours = np.arange(24)
    base = jnp.asarray(60 * np.exp(-0.5 * ((hours - 15) / 3) ** 2), jnp.float32)
    for day in range(8):
        w = hourly_forecast(rng, day)
        guests = pool_attendance(w, base)
        print(day, "peak pool guests", round(float(guests.max()), 1), "lifeguards", int(np.ceil(float(guests.max()) / 25)))


if __name__ == "__main__":
    main()
