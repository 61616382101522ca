import jax
import jax.numpy as jnp
import numpy as np

from frozen import frozen_from_permafrost_map, frozen_from_temperature


@jax.jit
def snowmelt_infiltration(melt, frozen, ksat):
    capacity = jnp.where(frozen, 0.1 * ksat, ksat)
    infil = jnp.minimum(melt, capacity)
    return infil.sum(), (melt - infil).sum()


def main():
    rng = np.random.default_rng(1)
    for site in range(6):
        melt = rng.gamma(1.5, 4.0, size=(20, 20)).astype(np.float32)
        if site % 3 == 0:
            frozen = frozen_from_permafrost_map((20, 20), site)
        else:
            frozen = frozen_from_temperature(rng.normal(0.5, 2.0, size=(20, 20)))
        infil, runoff = snowmelt_infiltration(melt, frozen, 6.0)
        print(f"site {site}: infiltration {float(infil):.0f} mm, meltwater runoff {float(runoff):.0f} mm")


if __name__ == "__main__":
    main()
