import jax.numpy as jnp
import numpy as np

from fit import refit_green_up
from stream import sentinel_overpasses


def main():
    p = jnp.array([0.15, 0.5, 130.0, 0.05], jnp.float32)
    doys, vals = [], []
    for doy, ndvi in sentinel_overpasses():
        doys.append(doy)
        vals.append(ndvi)
        if len(doys) >= 4:
            p, err = refit_green_up(p, jnp.asarray(doys, jnp.float32), jnp.asarray(vals, jnp.float32))
            print(f"DOY {doy:.0f}: {len(doys)} clear obs, green-up DOY {float(p[2]):.1f}, mse {float(err):.5f}")


if __name__ == "__main__":
    main()
