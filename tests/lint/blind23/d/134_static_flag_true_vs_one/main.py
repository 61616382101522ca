import numpy as np

from growth import growth_percentiles
from settings import SCHOOL_SETTINGS

rng = np.random.default_rng(0)
for school, cfg in SCHOOL_SETTINGS.items():
    fall = rng.uniform(30, 80, 60).astype(np.float32)
    spring = np.clip(fall + rng.normal(10, 8, 60), 0, 100).astype(np.float32)
    sgp = growth_percentiles(fall, spring, normalize=cfg["normalize"])
    print(f"{school:6s} median SGP of top-quartile fall scorers {float(np.median(np.asarray(sgp)[fall > 67])):.1f}")
