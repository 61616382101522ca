import jax
import jax.numpy as jnp
import numpy as np

from metadata import sun_elevation


@jax.jit
def topographic_correction(refl, slope, aspect, sun_elev, sun_azimuth):
    zenith = jnp.deg2rad(90.0 - sun_elev)
    s, a, az = jnp.deg2rad(slope), jnp.deg2rad(aspect), jnp.deg2rad(sun_azimuth)
    cos_i = jnp.cos(zenith) * jnp.cos(s) + jnp.sin(zenith) * jnp.sin(s) * jnp.cos(az - a)
    return refl * jnp.cos(zenith) / jnp.maximum(cos_i, 0.1)


def main():
    rng = np.random.default_rng(0)
    slope = jnp.asarray(rng.uniform(0, 30, (48, 48)).astype(np.float32))
    aspect = jnp.asarray(rng.uniform(0, 360, (48, 48)).astype(np.float32))
    for scene in range(4):
        refl = jnp.asarray(rng.uniform(0.02, 0.4, (48, 48)).astype(np.float32))
        out = topographic_correction(refl, slope, aspect, jnp.asarray(sun_elevation(scene)), jnp.float32(150.0))
        print(f"scene {scene}: corrected mean {float(out.mean()):.4f}")


if __name__ == "__main__":
    main()
