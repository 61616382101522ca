import jax
import jax.numpy as jnp

from raster import NODATA_BY_PRODUCT, Raster, open_dem


@jax.jit
def slope_degrees(dem, cellsize):
    z = jnp.where(dem.data == dem.nodata, jnp.nan, dem.data)
    dzdy, dzdx = jnp.gradient(z, cellsize)
    slope = jnp.degrees(jnp.arctan(jnp.hypot(dzdx, dzdy)))
    return Raster(slope, dem.nodata, dem.crs)


def main():
    for product in NODATA_BY_PRODUCT:
        dem = open_dem(product)
        dem = Raster(jnp.asarray(dem.data), dem.nodata, dem.crs)
        slope = slope_degrees(dem, 30.0)
        print(f"{product:15s} mean slope {float(jnp.nanmean(slope.data)):.2f} deg")


if __name__ == "__main__":
    main()
