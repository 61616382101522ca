import numpy as np

from archive import load_segment
from rsam import rsam_minutes

rng = np.random.default_rng(90)
for year in [2006, 2008, 2012, 2015, 2019]:
    r = rsam_minutes(load_segment(year, rng))
    print(year, r.dtype, round(float(r.mean()), 4))
