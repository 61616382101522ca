import jax.numpy as jnp
import numpy as np

from grazing import pasture_day
from state import PastureState


def main():
    rng = np.random.default_rng(3)
    paddocks = 6
    state = PastureState(biomass=jnp.full((paddocks,), 1800.0, jnp.float32),
                         soil_water=jnp.full((paddocks,), 70.0, jnp.float32), day_of_year=120)
    stocking = jnp.asarray(rng.uniform(1.5, 3.0, paddocks), jnp.float32)
    for _ in range(8):
        rain = jnp.asarray(rng.gamma(0.5, 6.0, paddocks), jnp.float32)
        state = pasture_day(state, stocking, rain)
    print(f"DOY {state.day_of_year}: pasture cover {np.round(np.asarray(state.biomass)).tolist()} kg DM/ha")


if __name__ == "__main__":
    main()
