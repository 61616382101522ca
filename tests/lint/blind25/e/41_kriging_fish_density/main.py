from functools import partial
import numpy as np
from kernels import exponential_cov
from krige import krige_density

rng = np.random.default_rng(25)
grid = np.stack(np.meshgrid(np.linspace(0, 100, 10), np.linspace(0, 100, 10)), -1).reshape(-1, 2).astype(np.float32)
for survey in range(5):
    xy = rng.uniform(0, 100, (40, 2)).astype(np.float32)
    dens = np.log1p(rng.gamma(1.0, 20.0, 40)).astype(np.float32)
    cov = partial(exponential_cov, sill=1.0, range_km=25.0)
    surface = krige_density(xy, dens, grid, cov)
    print("survey", survey, round(float(surface.mean()), 3))
