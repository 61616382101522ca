from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from policy import TariffPolicy, SETTINGS


@partial(jax.jit, static_argnums=2)
def daily_charges(zones_per_tap, rider_ids, policy):
    fares = jnp.minimum(policy.base + policy.per_zone * (zones_per_tap - 1), policy.cap)
    per_rider = jax.ops.segment_sum(fares, rider_ids, num_segments=50)
    return jnp.minimum(per_rider, 3 * policy.cap)


def main():
    rng = np.random.default_rng(13)
    for day in range(7):
        day_type = "weekend" if day >= 5 else "weekday"
        policy = TariffPolicy.from_settings(SETTINGS, day_type)
        zones = jnp.asarray(rng.integers(1, 5, 400), jnp.float32)
        riders = jnp.asarray(rng.integers(0, 50, 400))
        charges = daily_charges(zones, riders, policy)
        print(day, day_type, round(float(charges.sum()), 2))


if __name__ == "__main__":
    main()
