import numpy as np

from features import acoustic_indices

SITES = ["A01", "A02", "B01", "B02", "C01"]
rng = np.random.default_rng(0)
for day in range(2):
    for site in SITES:
        spec = rng.gamma(2.0, size=(128, 300)).astype(np.float32)
        out = acoustic_indices(spec, site)
        print(day, out["site"], round(float(out["aci"]), 1), round(float(out["h"]), 4))
