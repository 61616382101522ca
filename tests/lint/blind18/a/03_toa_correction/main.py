import functools
import math

import jax
import jax.numpy as jnp

from scenes import SCENES, load_dn

REFL_MULT = 2.0e-5
REFL_ADD = -0.1


def earth_sun_distance(doy):
    return 1.0 - 0.01672 * math.cos(math.radians(0.9856 * (doy - 4)))


@functools.partial(jax.jit, static_argnames=("doy",))
def to_toa_reflectance(dn, sun_elevation, doy):
    d = earth_sun_distance(doy)
    rho = (REFL_MULT * dn + REFL_ADD) * d * d
    return rho / jnp.sin(jnp.deg2rad(sun_elevation))


def main():
    means = []
    for scene in SCENES:
        dn = jnp.asarray(load_dn(scene))
        toa = to_toa_reflectance(dn, jnp.float32(42.0), doy=scene["doy"])
        means.append(float(toa.mean()))
    print("toa means:", [round(m, 4) for m in means])


if __name__ == "__main__":
    main()
