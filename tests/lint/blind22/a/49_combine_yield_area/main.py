import jax
import jax.numpy as jnp
import numpy as np

from fields import field_area

MOISTURE_STD = 0.14


@jax.jit
def dry_yield_t_ha(mass_kg, moisture, area_ha):
    dry = mass_kg * (1 - moisture) / (1 - MOISTURE_STD)
    return dry.sum() / 1000.0 / area_ha


def combine_log(rng, n=500):
    mass = rng.gamma(4.0, 25.0, n).astype(np.float32)
    moisture = rng.uniform(0.12, 0.2, n).astype(np.float32)
    return mass, moisture


def main():
    rng = np.random.default_rng(2)
    for name in ["home_paddock", "river_strip", "long_acre", "top_field"]:
        mass, moisture = combine_log(rng)
        print(name, round(float(dry_yield_t_ha(mass, moisture, field_area(name))), 2))


if __name__ == "__main__":
    main()
