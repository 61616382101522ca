import numpy as np
import jax.numpy as jnp

from settings import settings_for
from tariff import household_premium


def main():
    rng = np.random.default_rng(31)
    for channel in ["web", "broker", "web", "phone", "broker", "web"]:
        si = jnp.asarray(rng.uniform(5e4, 4e5, 128), jnp.float32)
        zone = jnp.asarray(rng.integers(0, 4, 128), jnp.int32)
        prem = household_premium(si, zone, settings=settings_for(channel))
        print(channel, round(float(prem.mean()), 2))


if __name__ == "__main__":
    main()
