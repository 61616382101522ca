import jax
import jax.numpy as jnp
import numpy as np

from calendar_utils import service_day


@jax.jit
def expected_load(profiles, dow, hour_counts):
    profile = profiles[dow]
    return jnp.sum(profile * hour_counts) / jnp.sum(profile)


def main():
    rng = np.random.default_rng(2)
    profiles = jnp.asarray(rng.uniform(0.2, 1.0, (7, 24)), jnp.float32)
    holidays = {3: 6, 10: 6}
    for d in range(14):
        dow = service_day(d, override=holidays.get(d))
        counts = jnp.asarray(rng.poisson(200, 24), jnp.float32)
        print(d, int(dow), round(float(expected_load(profiles, dow, counts)), 1))


if __name__ == "__main__":
    main()
