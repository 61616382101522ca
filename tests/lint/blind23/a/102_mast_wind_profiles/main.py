import jax.numpy as jnp
import numpy as np

from profile import fit_friction_velocity
from sites import SITES


def main():
    rng = np.random.default_rng(0)
    for name, site in SITES.items():
        h = jnp.asarray(site["heights"])
        speeds = (np.log(np.asarray(site["heights"], float) / site["z0"]) * 0.9
                  + rng.normal(0, 0.2, (144, 3))).astype(np.float32)
        ustar, hub = fit_friction_velocity(speeds, h, site["z0"])
        print(name, h.dtype, round(float(ustar.mean()), 3), round(float(hub.mean()), 2))


if __name__ == "__main__":
    main()
