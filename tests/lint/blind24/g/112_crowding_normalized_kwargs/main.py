import jax
import jax.numpy as jnp
import numpy as np

from vehicles import VEHICLE_TYPES, spec_for


@jax.jit
def standing_fraction(load, capacity, standing_ratio=0.6):
    seated = capacity * (1 - standing_ratio)
    return jnp.mean(jnp.clip(load - seated, 0, None) / jnp.maximum(load, 1.0))


def main():
    rng = np.random.default_rng(0)
    for hour in range(3):
        for vt in VEHICLE_TYPES:
            loads = jnp.asarray(rng.integers(0, 130, 50), jnp.float32)
            print(hour, vt, round(float(standing_fraction(loads, **spec_for(vt))), 3))


if __name__ == "__main__":
    main()
