import numpy as np

from physics import slab_ocean_step
from state import OceanMixedLayer


def main():
    rng = np.random.default_rng(0)
    layer = OceanMixedLayer(np.full(100, 288.0, np.float32), np.full(100, 50.0, np.float32), 3600.0)
    for day in range(6):
        # coupler sends fluxes at a daily-varying interval
        layer = OceanMixedLayer(layer.sst, layer.depth, 3600.0 * (1 + day % 3))
        for _ in range(4):
            flux = rng.normal(20, 50, 100).astype(np.float32)
            layer = slab_ocean_step(layer, flux)
        print(day, float(np.asarray(layer.sst).mean()))


if __name__ == "__main__":
    main()
