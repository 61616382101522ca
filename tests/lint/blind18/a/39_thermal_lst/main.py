import jax
import jax.numpy as jnp

from raster import open_scenes


@jax.jit
def land_surface_temperature(dn, scale, offset, emissivity):
    bt = dn * scale + offset
    lst = bt / (1.0 + (10.895e-6 * bt / 1.4388e-2) * jnp.log(emissivity))
    return lst - 273.15


def main():
    for band in open_scenes():
        emis = jnp.full(band.data.shape, 0.97, jnp.float32)
        lst = land_surface_temperature(jnp.asarray(band.data), band.scale, band.offset, emis)
        print(f"median LST {float(jnp.median(lst)):.1f} C")


if __name__ == "__main__":
    main()
