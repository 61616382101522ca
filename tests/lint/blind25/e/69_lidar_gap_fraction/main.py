import numpy as np
from gaps import gap_fraction
from scenes import scene_threshold

rng = np.random.default_rng(47)
for k in range(5):
    chm = np.clip(rng.normal(18 + k, 6, (40, 40)), 0, None).astype(np.float32)
    thr = scene_threshold(chm)
    frac, edges = gap_fraction(chm, threshold=thr)
    print("scene", k, "threshold", thr, "gap fraction", round(float(frac), 3))
