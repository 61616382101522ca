import numpy as np
from models import PRODUCTION_LOSS

rng = np.random.default_rng(81)
farms = [("cattle", 12), ("pigs", 5), ("poultry", 9), ("cattle", 3), ("pigs", 8), ("poultry", 1)]
for species, farm_id in farms:
    temp = rng.normal(29, 3, 24).astype(np.float32)
    rh = rng.uniform(40, 90, 24).astype(np.float32)
    loss = PRODUCTION_LOSS[species](temp, rh)
    print(f"{species:8s} farm {farm_id:2d}: daily heat-stress production loss index {float(loss.sum()):.2f}")
