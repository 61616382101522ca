import numpy as np
from config import DOMAIN
from raster import grid_mean_catch

rng = np.random.default_rng(95)
for survey, (w, h) in enumerate([(120, 80), (100, 80), (150, 60)]):
    x = rng.uniform(0, w, 200).astype(np.float32); y = rng.uniform(0, h, 200).astype(np.float32)
    catch = rng.gamma(1.5, 20, 200).astype(np.float32)
    g = grid_mean_catch(x, y, catch, np.float32(DOMAIN["x0"]), np.float32(DOMAIN["y0"]), np.float32(DOMAIN["cell_km"]), shape=DOMAIN["shape"])
    print("survey", survey, g.shape, round(float(g.max()), 1))
