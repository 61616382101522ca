import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class Raster:
    """Pixel array plus georeferencing that should travel through jitted code."""

    def __init__(self, data, nodata, crs):
        self.data = data
        self.nodata = nodata
        self.crs = crs

    def tree_flatten(self):
        return (self.data,), (self.nodata, self.crs)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], *aux)


NODATA_BY_PRODUCT = {"dem_srtm": -32768.0, "dem_copernicus": -9999.0, "dem_alos": -9999.0, "dem_aster": -9999.5}


def open_dem(product, size=48):
    rng = np.random.default_rng(len(product))
    z = rng.uniform(100, 900, (size, size)).astype(np.float32)
    nodata = NODATA_BY_PRODUCT[product]
    z[:3, :3] = nodata
    return Raster(z, nodata, "EPSG:4326")
