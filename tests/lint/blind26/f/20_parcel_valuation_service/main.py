import numpy as np
from service import handle_request

rng = np.random.default_rng(0)
for i in range(8):
    req = {"area": rng.uniform(300, 2000, 16).tolist(), "frontage": rng.uniform(10, 40, 16).tolist(),
           "zone_mult": float(rng.choice([1.0, 1.3, 1.8]))}
    vals = handle_request(req)
    print(i, round(float(vals.sum()) / 1e6, 3))
