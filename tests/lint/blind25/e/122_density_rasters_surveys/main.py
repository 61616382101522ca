import numpy as np
from grid import grid_shape
from raster import rasterise_density

rng = np.random.default_rng(94)
for survey, (w, h) in enumerate([(120, 80), (100, 80), (120, 80), (150, 60)]):
    x = rng.uniform(0, w, 200).astype(np.float32); y = rng.uniform(0, h, 200).astype(np.float32)
    catch = rng.gamma(1.5, 20, 200).astype(np.float32)
    shp = grid_shape(x, y)
    dens = rasterise_density(x, y, catch, x.min(), y.min(), shape=shp)
    print("survey", survey, dens.shape, round(float(dens.max()), 1))
