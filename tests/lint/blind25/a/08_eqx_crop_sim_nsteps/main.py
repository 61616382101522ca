import jax.numpy as jnp
import numpy as np

from sim import CanopyParams, simulate_biomass

HARVEST_DAY = {"maize": 125, "soybean": 110, "wheat": 140, "barley": 100}


def main():
    rng = np.random.default_rng(4)
    radiation = jnp.asarray(rng.uniform(12, 26, 160), jnp.float32)
    params = CanopyParams(rue=jnp.float32(1.6), k_ext=jnp.float32(0.55), lai_max=jnp.float32(5.5))
    for crop, n_days in HARVEST_DAY.items():
        b = simulate_biomass(params, radiation, n_days)
        print(f"{crop:8s} biomass at harvest {float(b):.1f} g/m2")


if __name__ == "__main__":
    main()
