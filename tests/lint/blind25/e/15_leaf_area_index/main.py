import numpy as np
from scenes import load_scene
from lai import estimate_lai

rng = np.random.default_rng(0)
for k in range(5):
    red, nir, mask = load_scene(k, rng)
    print("scene", k, "LAI", round(float(estimate_lai(red, nir, mask)), 2))
