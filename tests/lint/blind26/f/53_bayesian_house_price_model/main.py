import numpy as np
from fit import fit_region

rng = np.random.default_rng(0)
REGIONS = {"north": 80, "south": 120, "east": 80, "west": 95}
for name, n in REGIONS.items():
    sqft = rng.uniform(0.5, 3.5, n).astype(np.float32)
    log_price = (12.0 + 0.4 * sqft + rng.normal(0, 0.1, n)).astype(np.float32)
    params, loss = fit_region(sqft, log_price)
    print(name, n, round(float(params["b_auto_loc"]), 3), round(loss, 1))
