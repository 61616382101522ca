import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def service_hours_demand(base_profile, is_weekend, is_holiday):
    weekend_profile = jnp.roll(base_profile, 2) * 0.7
    profile = jnp.where(is_weekend | is_holiday, weekend_profile, base_profile)
    return profile.sum(), jnp.argmax(profile)


def main():
    rng = np.random.default_rng(0)
    base = jnp.asarray(rng.gamma(4, 25, 20), jnp.float32)
    holidays = {3, 17}
    for day in range(21):
        total, peak = service_hours_demand(base, day % 7 >= 5, day in holidays)
        print(day, round(float(total), 1), int(peak) + 5)


if __name__ == "__main__":
    main()
