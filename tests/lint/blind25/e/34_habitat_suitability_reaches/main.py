import numpy as np
from habitat import HabitatModel

rng = np.random.default_rng(17)
salmon_parr = HabitatModel(depth_opt=0.45, vel_opt=0.4)
for reach in range(5):
    d = rng.uniform(0.1, 1.2, 200).astype(np.float32)
    v = rng.uniform(0.0, 1.0, 200).astype(np.float32)
    s = rng.uniform(0.2, 1.0, 200).astype(np.float32)
    print("reach", reach, "WUA index", round(float(salmon_parr.score(d, v, s)), 3))
