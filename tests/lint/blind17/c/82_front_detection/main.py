import numpy as np

from fronts import thermal_front_parameter
from regions import GLOBAL_LATS, crop

rng = np.random.default_rng(0)
theta = (290 + 0.02 * np.cumsum(rng.standard_normal((len(GLOBAL_LATS), 48)), axis=0)).astype(np.float32)

for i0 in (100, 250, 400, 600, 800, 1000):
    patch, dlat = crop(theta, i0)
    print(i0, repr(dlat), float(thermal_front_parameter(patch, dlat_deg=dlat)))
